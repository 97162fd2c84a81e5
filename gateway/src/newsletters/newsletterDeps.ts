import type { MandatorId } from '@news/config/mandators';
import type { SessionResolver } from '../auth/createSessionResolver';
import type { NewsletterCatalogue } from './createNewsletterCatalogue';
import type { NewsletterClient } from './createNewsletterClient';

/** What the newsletter handlers work with: the users service's client, the content's catalogue, the brands' origins. */
export type NewsletterDeps = {
  client: NewsletterClient;
  catalogue: NewsletterCatalogue;
  resolveSession: SessionResolver;
  brandOrigins: Readonly<Record<MandatorId, string>>;
};
