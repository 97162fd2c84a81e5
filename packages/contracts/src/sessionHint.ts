/**
 * The session hint: a cookie page scripts may read that says "this browser has a session" and nothing else (no
 * token, no id; the session cookies themselves are httpOnly). The gateway sets it with the session cookies and
 * clears it with them. Before the first paint the reader-preferences script marks the document with the attribute,
 * so the paywall box a shared document carries for anonymous readers stays hidden at its height for a reader who
 * is likely signed in, until the paywall has decided for them (ADR 0013). A stale hint (the session ended
 * elsewhere) is corrected once /api/validate has answered.
 */
export const SESSION_HINT_COOKIE = 'news_session';
export const SESSION_HINT_ATTRIBUTE = 'data-session';
