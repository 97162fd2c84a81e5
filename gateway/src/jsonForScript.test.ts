import { jsonForScript } from './jsonForScript';

describe('jsonForScript', () => {
  it('cannot close the script element it is embedded in', () => {
    const out = jsonForScript({ title: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('</script>');
    expect(JSON.parse(out)).toEqual({ title: '</script><script>alert(1)</script>' });
  });
});
