/**
 * Where the consent layer's plain form posts a choice (field `choice`: `all`, `necessary` or `settings`) when no
 * script of the consent remote handles it: before the remote has started, and for a link to the brand's consent
 * page (the shell posts `necessary`: spec §2). The gateway stores the choice and sends the reader back to the page.
 */
export const CONSENT_FORM_ACTION = '/api/consent';
