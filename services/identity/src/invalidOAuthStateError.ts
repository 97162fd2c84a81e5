import { validationError } from './IdentityHttpError';

/** A sign-in callback whose state is forged, expired or from another browser. */
export const invalidOAuthStateError = () =>
  validationError({ errors: [{ path: ['state'], message: 'invalid_state' }] });
