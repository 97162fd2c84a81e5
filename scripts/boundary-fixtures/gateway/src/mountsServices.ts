// right: the gateway mounts services through their factories and config readers
export { createContentService } from '@news/content-service/createContentService';
export { createIdentityService } from '@news/identity-service/createIdentityService';
export { createIdentityConfigFromEnv } from '@news/identity-service/createIdentityConfigFromEnv';
