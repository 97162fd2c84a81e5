import { escapeHtml } from './escapeHtml';

describe('escapeHtml', () => {
  it('escapes markup characters', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;',
    );
  });
  it('leaves other text, umlauts included, alone', () => {
    expect(escapeHtml('Müller – „Brücke“ 100 %')).toBe('Müller – „Brücke“ 100 %');
  });
});
