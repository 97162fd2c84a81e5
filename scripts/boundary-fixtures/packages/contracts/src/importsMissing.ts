// wrong: an import that resolves to nothing would slip past every other rule
export { nothing } from '@news/contracts/doesNotExist';
