import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod/mini';
import type { Mandator } from '@news/config/mandators';
import { articleAccessSchema, type ArticleAccess } from '@news/contracts/contentPages';
import { creditWalletSchema, paymentCustomerSchema } from '@news/contracts/paymentsApi';
import { accessDecisionSchema, type AccessDecision, type AccessFacts } from '@news/contracts/paywallApi';
import { LINK_TOKEN_PARAM, linkTokenSchema } from '@news/contracts/giftToken';
import { anonIdFromCookies } from '@news/contracts/anonIdCookie';
import { paywallBoxDevices, type AnonymousPaywallAnswers } from '@news/contracts/anonymousPaywall';
import type { ReaderSession, SessionResolver } from '../auth/createSessionResolver';
import { contentFetchJson, type ContentSource } from '../ssr/contentFetchJson';
import type { SelfRequest } from '../upstream/selfRequest';
import { deviceOf } from './deviceOf';
import { gaaOf } from './gaaOf';

/** What the gateway learnt about one reader and one article. */
export type Decided =
  /** No such article. */
  | { kind: 'not-found' }
  /** The paywall service's decision (free articles included: it answers them too). */
  | { kind: 'decided'; decision: AccessDecision; access: ArticleAccess; session: ReaderSession | null }
  /** The facts or the decision could not be had in time: the article stays locked (fail closed). */
  | { kind: 'unavailable' };

export type EntitlementQuestion = {
  articleId: number;
  /** The reader reads the article now: a meter opening counts, an open decision brings a grant. */
  consume: boolean;
  /** The page's path (spec §3 payload `path`). */
  path: string;
  /** The page's link token, where it is not this request's own `link-token` query parameter. */
  linkToken?: string | null;
};

export type Entitlement = {
  decide(req: Request, res: Response, question: EntitlementQuestion): Promise<Decided>;
  /**
   * The paywall service's answers for an anonymous reader of this article, one per device class of the paywall
   * box (ADR 0013: the shared document of a paywalled article carries them). Null when the article is not locked
   * for anonymous readers or the answers could not be had (the box is then left to the browser).
   */
  anonymousAnswers(
    mandator: Mandator,
    article: { id: number; path: string },
  ): Promise<AnonymousPaywallAnswers | null>;
};

/**
 * The gateway's half of entitlement (ARCHITECTURE §5): it gathers the facts the paywall service cannot know itself
 * — the article's restriction and tag hierarchy (content service), the reader's purchase of it and their credits
 * (payments service), the page's link token and Google parameters — and asks the paywall service, which decides.
 * The reader's verified identity token travels as Bearer; the paywall service verifies it again and takes the
 * roles only from it. Nothing here decides who may read: any failure is a locked article.
 */
export function createEntitlement(deps: {
  self: SelfRequest;
  contentSource: ContentSource;
  resolveSession: SessionResolver;
  timeoutMs: number;
  logger: Logger;
}): Entitlement {
  const { self, resolveSession, timeoutMs, logger } = deps;

  /** A JSON GET or POST to a service through the gateway's own paths, for the brand, as the reader. */
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    mandator: Mandator,
    jwt: string | undefined,
    schema: z.ZodMiniType<T>,
    body?: unknown,
  ): Promise<T | null> {
    const res = await fetch(new URL(path, self.baseUrl), {
      method,
      headers: {
        ...self.headers(mandator.id),
        ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new Error(`${method} ${path} answered ${res.status}`);
    }
    const parsed = schema.safeParse(await res.json());
    if (!parsed.success) throw new Error(`${method} ${path} answered an unexpected shape`);
    return parsed.data;
  }

  /** When the reader bought this article with a credit, and how many credits they have (null: no wallet). */
  async function payments(mandator: Mandator, session: ReaderSession, articleId: number) {
    const { sub, roles } = session.claims;
    const purchase = call(
      'GET',
      `/payments/customers/by-sso-id/${sub}/purchases/${articleId}`,
      mandator,
      session.jwt,
      purchaseSchema,
    );
    const wallet = roles.includes('WALLET_USER')
      ? call(
          'GET',
          `/payments/customers/by-sso-id/${sub}`,
          mandator,
          session.jwt,
          paymentCustomerSchema,
        ).then(
          (customer) =>
            customer &&
            call(
              'GET',
              `/payments/customers/${customer.customerId}/wallet`,
              mandator,
              session.jwt,
              creditWalletSchema,
            ),
        )
      : Promise.resolve(null);
    const [bought, credits] = await Promise.all([purchase, wallet]);
    return { purchasedAt: bought?.purchasedAt ?? null, walletCredits: credits?.availableCreditCount ?? null };
  }

  /** The article's restriction and tag hierarchy (content service); null when there is no such article. */
  async function articleAccess(mandator: Mandator, articleId: number): Promise<ArticleAccess | null> {
    const fetchJson = contentFetchJson(deps.contentSource, mandator.id, timeoutMs);
    const raw = await fetchJson(`/content/v5/articles/${articleId}/access`);
    return raw === null ? null : articleAccessSchema.parse(raw);
  }

  const articleFacts = (access: ArticleAccess): AccessFacts['article'] => ({
    id: access.id,
    contentRestriction: access.contentRestriction,
    tagIds: access.tagIds,
    soldWithCredits: access.soldWithCredits,
  });

  return {
    async anonymousAnswers(mandator, article) {
      try {
        const access = await articleAccess(mandator, article.id);
        if (!access) return null;
        const decisions = await Promise.all(
          paywallBoxDevices.map((device) => {
            const facts: AccessFacts = {
              article: articleFacts(access),
              purchasedAt: null,
              walletCredits: null,
              device,
              pageType: 'Artikelseite',
              path: article.path.slice(0, 2048),
              referrer: '',
              anonId: '',
              consume: false,
            };
            return call('POST', '/paywall/access', mandator, undefined, accessDecisionSchema, facts);
          }),
        );
        const [desktop, mobile] = decisions;
        if (!desktop || !mobile || desktop.open || mobile.open) return null;
        return { desktop: { results: desktop.results }, mobile: { results: mobile.results } };
      } catch (err) {
        logger.warn({ err, articleId: article.id }, 'anonymous paywall answers unavailable');
        return null;
      }
    },

    async decide(req, res, { articleId, consume, path, linkToken: pageLinkToken }) {
      const mandator = res.locals.mandator as Mandator;
      try {
        const access = await articleAccess(mandator, articleId);
        if (!access) return { kind: 'not-found' };
        const session = await resolveSession(req, res);
        // without the payments service the reader has no known purchase or credits: a subscriber still reads
        const bought = session
          ? await payments(mandator, session, articleId).catch((err: unknown) => {
              logger.warn({ err, articleId }, 'purchases and wallet unavailable, asking without them');
              return { purchasedAt: null, walletCredits: null };
            })
          : { purchasedAt: null, walletCredits: null };
        const linkToken = linkTokenSchema.safeParse(
          pageLinkToken === undefined ? req.query[LINK_TOKEN_PARAM] : pageLinkToken,
        );
        const gaa = gaaOf(req);
        const facts: AccessFacts = {
          article: articleFacts(access),
          ...bought,
          ...(linkToken.success ? { linkToken: linkToken.data } : {}),
          ...(gaa ? { gaa } : {}),
          device: deviceOf(req),
          pageType: 'Artikelseite',
          path: path.slice(0, 2048),
          referrer: (req.get('referer') ?? '').slice(0, 2048),
          anonId: anonIdFromCookies(req.get('cookie') ?? '') ?? '',
          consume,
        };
        const decision = await call(
          'POST',
          '/paywall/access',
          mandator,
          session?.jwt,
          accessDecisionSchema,
          facts,
        );
        if (!decision) throw new Error('the paywall service has no access decision');
        return { kind: 'decided', decision, access, session };
      } catch (err) {
        logger.warn({ err, articleId }, 'paywall decision unavailable, the article stays locked');
        return { kind: 'unavailable' };
      }
    },
  };
}

/** The payments service's answer about one purchase of the reader. */
const purchaseSchema = z.object({ purchasedAt: z.iso.datetime() });
