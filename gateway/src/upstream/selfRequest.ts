/**
 * The gateway's own calls through its public paths (a proxied service, the content API for feeds and topics):
 * its base URL, and the headers that name the brand. x-mandator counts only with the internal token of this start
 * (stripInternalHeaders), so a client can never name a brand the way these calls do.
 */
export type SelfRequest = {
  baseUrl: string;
  headers(mandatorId: string): Record<string, string>;
};

export const createSelfRequest = (baseUrl: string, internalToken: string): SelfRequest => ({
  baseUrl,
  headers: (mandatorId) => ({
    accept: 'application/json',
    'x-mandator': mandatorId,
    'x-internal-token': internalToken,
  }),
});
