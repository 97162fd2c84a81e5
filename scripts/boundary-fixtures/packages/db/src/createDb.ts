export const createDb = 'db';
