export const apiError = 'contracts';
