/**
 * The reader's dismissal of the breaking-news banner: the cookie (preferenceCookie) holding the id of the breaking news the
 * reader closed, and the document attribute the gateway's inline script sets from it before the first paint when
 * it is the id of the document's banner (that banner stays hidden; a newer breaking news shows again).
 */
export const BREAKING_NEWS_DISMISSED_KEY = 'breakingNewsDismissed';
export const BREAKING_NEWS_DISMISSED_ATTRIBUTE = 'data-breaking-dismissed';
