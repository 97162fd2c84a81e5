// wrong: shipped code imports a test helper named createTest*
export { createTestDb } from '@news/db/createTestDb';
