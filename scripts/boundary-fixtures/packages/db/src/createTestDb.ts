export const createTestDb = 'test helper';
