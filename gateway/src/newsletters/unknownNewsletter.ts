import { apiError } from '@news/contracts/apiError';

/** The answer for a newsletter the brand does not have. */
export const unknownNewsletter = apiError(404, 'unknown_newsletter', 'Diesen Newsletter gibt es nicht.');
