// wrong: a remote imports a service, even its factory
export { createContentService } from '@news/content-service/createContentService';
