// right: a test imports a test helper
export { fixtures } from './testing/fixtures';
export { pageKey } from './pageKey';
