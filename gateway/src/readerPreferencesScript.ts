import { createHash } from 'node:crypto';

/**
 * The reader's colour mode (localStorage `colorMode`: light or dark; system when absent) and font size (cookie
 * `fontSize`, only when not the default) applied before the first paint, so a page never flashes in the wrong
 * mode or reflows. The shell's header menu changes them (shell/src/readerPreferences.ts). Allowed by its hash.
 */
export const readerPreferencesScript =
  "(function(){try{var d=document.documentElement,m=localStorage.getItem('colorMode');" +
  "if(m==='light'||m==='dark')d.dataset.colorMode=m;" +
  'var f=/(?:^|; )fontSize=([0-9]+(?:\\.[0-9]+)?)(?:;|$)/.exec(document.cookie);' +
  "if(f)d.style.fontSize=f[1]+'%'}catch(e){}})();";

export const readerPreferencesScriptSource = `'sha256-${createHash('sha256').update(readerPreferencesScript).digest('base64')}'`;
