// wrong: the gateway imports a service's internals
export { bindingOf } from '@news/identity-service/oauthState';
