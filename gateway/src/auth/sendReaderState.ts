import { apiError } from '@news/contracts/apiError';
import type { UserState } from '@news/contracts/userState';
import type { TokenVerifier } from '@news/auth-verify/createTokenVerifier';
import type { Response } from 'express';
import type { Logger } from 'pino';
import { userStateFromClaims } from './userState';

/**
 * Answers the reader's state for a token the identity service just issued. Should it not verify here (the
 * identity service unreachable for the JWKS), the session cookies are set anyway and the page hears 503, never 500.
 */
export async function sendReaderState(
  deps: { verify: TokenVerifier; logger: Logger },
  res: Response,
  jwt: string,
): Promise<void> {
  let state: UserState;
  try {
    state = userStateFromClaims(await deps.verify(jwt));
  } catch (err) {
    deps.logger.error({ err }, 'a freshly issued identity token did not verify');
    res
      .status(503)
      .json(
        apiError(
          503,
          'session_unverifiable',
          'Ihre Anmeldung konnte gerade nicht bestätigt werden. Bitte laden Sie die Seite in Kürze neu.',
        ),
      );
    return;
  }
  res.json(state);
}
