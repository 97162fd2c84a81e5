// wrong: a service imports another service
export { createContentService } from '@news/content-service/createContentService';
