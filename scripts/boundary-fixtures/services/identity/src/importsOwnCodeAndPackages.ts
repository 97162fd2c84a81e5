// right: a service uses its own code and packages
export { bindingOf } from './oauthState';
export { apiError } from '@news/contracts/apiError';
export { createDb } from '@news/db/createDb';
