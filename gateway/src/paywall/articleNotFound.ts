import { apiError } from '@news/contracts/apiError';

/** The answer for an article the content service does not know. */
export const articleNotFound = apiError(404, 'page_not_found', 'Diesen Artikel gibt es nicht.');
