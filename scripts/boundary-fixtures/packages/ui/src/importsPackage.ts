// right: a package uses another package
export { apiError } from '@news/contracts/apiError';
