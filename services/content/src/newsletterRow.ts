export type NewsletterRow = {
  slug: string;
  title: string;
  description: string;
  frequency: string;
  sendTime: string;
  topics: string[];
};

/** Newsletters of brand $1. */
export const NEWSLETTER_SELECT = `select slug, title, description, frequency, send_time as "sendTime", topics
  from content.newsletters where mandator = $1`;

/** Site path of the newsletter registration page. */
export function newsletterPath(slug: string): string {
  return `/newsletter-anmeldung/${slug}`;
}
