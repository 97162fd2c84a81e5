import { remoteScriptsNotPreloaded } from './measureLighthouse';

describe('remoteScriptsNotPreloaded', () => {
  it('lists the remote scripts the document did not preload', () => {
    const html =
      '<link rel="preload" as="script" href="/remotes/mf-articles/remoteEntry.js">' +
      '<link rel="modulepreload" href="/remotes/mf-articles/app.js"><script defer src="/remotes/shell/main.js"></script>';
    const loaded = [
      'http://127.0.0.1:3200/remotes/shell/main.js',
      'http://127.0.0.1:3200/remotes/shell/319.js',
      'http://127.0.0.1:3200/remotes/mf-articles/remoteEntry.js',
      'http://127.0.0.1:3200/remotes/mf-articles/app.js',
      'http://127.0.0.1:3200/remotes/mf-consent/remoteEntry.js',
    ];
    expect(remoteScriptsNotPreloaded(html, loaded)).toEqual([
      'http://127.0.0.1:3200/remotes/mf-consent/remoteEntry.js',
    ]);
  });
});
