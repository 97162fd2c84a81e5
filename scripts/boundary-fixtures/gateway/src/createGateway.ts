export const createGateway = 'gateway';
