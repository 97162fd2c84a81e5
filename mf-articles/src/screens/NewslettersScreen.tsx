import type { NewslettersPage } from '@news/contracts/contentPages';
import { NewsletterSignupForm } from '../components/NewsletterSignupForm';

export function NewslettersScreen({ newsletters }: { newsletters: NewslettersPage }) {
  return (
    <div className="ar-page">
      <h1>Newsletter</h1>
      <ul className="ar-cards">
        {newsletters.newsletters.map((n) => (
          <li key={n.slug} className="ar-card">
            <h2 className="ar-card__title">
              <a href={n.targetPathOrUrl}>{n.title}</a>
            </h2>
            <p>{n.description}</p>
            <p className="ar-page__count">
              {n.frequency}, {n.sendTime}
            </p>
            <NewsletterSignupForm newsletter={n.slug} title={n.title} />
          </li>
        ))}
      </ul>
    </div>
  );
}
