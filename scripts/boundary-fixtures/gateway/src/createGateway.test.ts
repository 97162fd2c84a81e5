// right: a gateway test uses test helpers and may reach into an in-process service
export { createTestDb } from '@news/db/createTestDb';
export { bindingOf } from '@news/identity-service/oauthState';
export { createGateway } from './createGateway';
