// wrong: a remote imports the gateway
export { createGateway } from '@news/gateway/createGateway';
