import { apiError } from '@news/contracts/apiError';

/** The answer of an app-server endpoint that needs a reader's session and got none. */
export const loginRequired = apiError(401, 'login_required', 'Bitte melden Sie sich an.');
