export const createContentService = 'content factory';
