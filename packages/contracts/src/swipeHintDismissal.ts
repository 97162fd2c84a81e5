/**
 * The reader's dismissal of the swipe hint on image galleries (mf-articles SwipeHint, setting
 * swipe_tooltip_enabled): the cookie (preferenceCookie) that keeps it, and the document attribute the gateway's inline
 * script sets from it before the first paint, so a dismissed hint never shows again.
 */
export const SWIPE_HINT_DISMISSED_KEY = 'swipeHintDismissed';
export const SWIPE_HINT_DISMISSED_ATTRIBUTE = 'data-swipe-hint-dismissed';
