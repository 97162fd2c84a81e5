// right: browser tests may use test helpers
export { createTestDb } from '@news/db/createTestDb';
