// wrong: a package imports a service
export { createContentService } from '@news/content-service/createContentService';
