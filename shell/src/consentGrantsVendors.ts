/**
 * Whether the reader's current consent cookie (news_consent, version 4) grants any vendor: "all" or a choice of
 * vendors ("some.<vendor>..."); "necessary", an older version or no cookie grant none. The same format as
 * `currentConsentPattern` of @news/contracts/consentCookie, written out here because the shell's entry runs
 * before the shared contracts (and zod) are loaded; a test holds the two together.
 */
const grantingConsent = /(?:^|;\s*)news_consent=4\.(?:all|some(?:\.[a-zA-Z]+)+)(?:;|$)/;

export const consentGrantsVendors = (cookie: string): boolean => grantingConsent.test(cookie);
