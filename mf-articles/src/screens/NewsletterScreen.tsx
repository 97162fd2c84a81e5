import type { NewsletterPage } from '@news/contracts/contentPages';
import { NewsletterSignupForm } from '../components/NewsletterSignupForm';

/** Newsletter detail with its sign-up (double opt-in; an address, or one click for a logged-in reader). */
export function NewsletterScreen({ newsletter }: { newsletter: NewsletterPage }) {
  return (
    <div className="ar-page">
      <p className="ar-page__parent">
        <a href="/newsletter-anmeldung">Alle Newsletter</a>
      </p>
      <h1>{newsletter.title}</h1>
      <p>{newsletter.description}</p>
      <p className="ar-page__count">
        Erscheint {newsletter.frequency}, {newsletter.sendTime}
      </p>
      {newsletter.topics.length > 0 ? (
        <section aria-labelledby="ar-nl-topics">
          <h2 id="ar-nl-topics">Das erwartet Sie</h2>
          <ul>
            {newsletter.topics.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="ar-signup" aria-labelledby="ar-nl-signup">
        <h2 id="ar-nl-signup">Newsletter abonnieren</h2>
        <NewsletterSignupForm newsletter={newsletter.slug} title={newsletter.title} />
      </section>
    </div>
  );
}
