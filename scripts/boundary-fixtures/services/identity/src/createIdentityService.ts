export const createIdentityService = 'identity factory';
