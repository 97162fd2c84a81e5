import { escapeHtml, jsonForScript } from './escapeHtml';

describe('escapeHtml', () => {
  it('escapes markup characters', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;',
    );
  });
});

describe('jsonForScript', () => {
  it('cannot close the script element it is embedded in', () => {
    const out = jsonForScript({ title: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('</script>');
    expect(JSON.parse(out)).toEqual({ title: '</script><script>alert(1)</script>' });
  });
});
