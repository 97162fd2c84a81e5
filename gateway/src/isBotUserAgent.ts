/** Spec §2: user agents that get no error page (crawlers, Lighthouse, Facebook's link preview, Google's tools). */
const BOT_USER_AGENT = /bot|lighthouse|facebook\s?external\s?hit|google/i;

export const isBotUserAgent = (userAgent: string | undefined): boolean =>
  userAgent !== undefined && BOT_USER_AGENT.test(userAgent);
