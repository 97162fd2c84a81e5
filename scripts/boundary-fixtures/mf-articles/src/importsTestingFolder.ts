// wrong: shipped code imports a test helper of a testing/ folder
export { fixtures } from './testing/fixtures';
