// wrong: a service imports the gateway
export { createGateway } from '@news/gateway/createGateway';
