export const createIdentityConfigFromEnv = 'identity config reader';
