// right: a remote uses its own code
export { pageKey } from './pageKey';
