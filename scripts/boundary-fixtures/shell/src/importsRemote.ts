// wrong: the shell imports a remote's insides
export { pageKey } from '@news/mf-articles/pageKey';
