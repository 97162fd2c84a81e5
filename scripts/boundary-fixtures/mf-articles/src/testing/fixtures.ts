export const fixtures = 'test helper';
