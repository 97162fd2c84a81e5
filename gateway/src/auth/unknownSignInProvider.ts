import { apiError } from '@news/contracts/apiError';

/** The answer for a social sign-in provider name of the wrong shape. */
export const unknownSignInProvider = apiError(404, 'not_found', 'Diese Anmeldeart gibt es nicht.');
