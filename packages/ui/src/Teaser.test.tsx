/** @jest-environment jsdom */
import type { ArticleTeaser } from '@news/contracts/content';
import { render, screen } from '@testing-library/react';
import { Teaser } from './Teaser';

const teaser: ArticleTeaser = {
  documentId: 100030,
  title: 'Das Parkhaus-Debakel war absehbar',
  targetPathOrUrl: '/das-parkhaus-debakel-war-absehbar-100030',
  isSoldContent: false,
  isOpinion: true,
  isPodcast: false,
  isVideoArticle: true,
  contentRestriction: 'plus',
  tags: [],
  maintag: 1,
  authors: [],
  publishDate: '2026-11-22T01:56:16.389Z',
  img: {
    baseUrl: '/img/vThOOWnggCsScTLMIKHx1O/seed/lokales-2.jpg',
    altText: 'Parkhaus',
    width: 1200,
    height: 675,
  },
};

describe('Teaser', () => {
  it('shows the default badge, markers, plus mark, the Berlin date and a lazy teaser image', () => {
    const { container } = render(<Teaser teaser={teaser} />);
    expect(screen.getByText('Kommentar')).toBeTruthy();
    expect(screen.getByText('Video')).toBeTruthy();
    expect(screen.getByText('Plus-Artikel, nur mit Abonnement lesbar')).toBeTruthy();
    expect(container.querySelector('time')?.textContent).toBe('22. November 2026, 02:56 Uhr');
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toContain('/teaser/');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('alt')).toBe('Parkhaus');
  });

  it('loads the lead image eagerly with high priority', () => {
    const { container } = render(<Teaser teaser={teaser} variant="lead" priority />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    expect(container.querySelector('source')?.getAttribute('sizes')).toBe('(min-width: 1024px) 960px, 100vw');
  });

  it('offers the bookmark toggle only where the list asks for it', () => {
    const { unmount } = render(<Teaser teaser={teaser} variant="list" bookmarkable />);
    expect(screen.getByRole('button', { name: 'Artikel merken' }).getAttribute('aria-pressed')).toBe('false');
    unmount();
    render(<Teaser teaser={teaser} variant="list" />);
    expect(screen.queryByRole('button', { name: 'Artikel merken' })).toBeNull();
  });
});
