// wrong: a package imports a remote
export { pageKey } from '@news/mf-articles/pageKey';
