import type { NewsletterPage } from '@news/contracts/contentPages';

/** Newsletter detail. Subscribing needs an account, so the form says so and leads to login or registration. */
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
        <p>
          Newsletter verschicken wir an Ihr Leserkonto. Melden Sie sich an oder registrieren Sie sich
          kostenlos, dann können Sie „{newsletter.title}“ in Ihrem Konto bestellen.
        </p>
        <p className="ar-signup__actions">
          <a className="ar-button" href="#login">
            Anmelden und abonnieren
          </a>
          <a className="ar-button ar-button--secondary" href="#register">
            Kostenlos registrieren
          </a>
        </p>
      </section>
    </div>
  );
}
