// right: a remote uses a package
export { apiError } from '@news/contracts/apiError';
