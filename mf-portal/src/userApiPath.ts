import { readDocumentState } from '@news/contracts/readDocumentState';

/**
 * The reader's own part of the user API (spec §7 "User API") through the gateway, for the brand the document was
 * rendered for: `/user-api/mandators/{mandator}/users/{ssoId}`. The gateway turns the session cookie into the token
 * and refuses every other reader's path (403).
 */
export function userApiPath(ssoId: string, doc: Document = document): string {
  const { mandator } = readDocumentState(doc);
  return `/user-api/mandators/${encodeURIComponent(mandator)}/users/${encodeURIComponent(ssoId)}`;
}
