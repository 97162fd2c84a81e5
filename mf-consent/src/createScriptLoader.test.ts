/** @jest-environment jsdom */
import { createScriptLoader } from './createScriptLoader';

describe('createScriptLoader', () => {
  it("appends each vendor's script once, async", () => {
    const load = createScriptLoader(document);
    load([{ vendor: 'kdm', url: '/demo-vendors/kdm.js' }]);
    load([
      { vendor: 'kdm', url: '/demo-vendors/kdm.js' },
      { vendor: 'ivw', url: '/demo-vendors/ivw.js' },
    ]);
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts.map((s) => [s.getAttribute('src'), s.dataset.vendor, s.async])).toEqual([
      ['/demo-vendors/kdm.js', 'kdm', true],
      ['/demo-vendors/ivw.js', 'ivw', true],
    ]);
  });
});
