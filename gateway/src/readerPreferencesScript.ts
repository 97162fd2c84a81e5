import { cspHashSource } from './cspHashSource';
import {
  BREAKING_NEWS_DISMISSED_ATTRIBUTE,
  BREAKING_NEWS_DISMISSED_KEY,
} from '@news/contracts/breakingNewsDismissal';
import { SWIPE_HINT_DISMISSED_ATTRIBUTE, SWIPE_HINT_DISMISSED_KEY } from '@news/contracts/swipeHintDismissal';
import { SESSION_HINT_ATTRIBUTE, SESSION_HINT_COOKIE } from '@news/contracts/sessionHint';

/**
 * The reader's colour mode (localStorage `colorMode`: light or dark; system when absent) and font size (cookie
 * `fontSize`, only when not the default) applied before the first paint, so a page never flashes in the wrong
 * mode or reflows. The shell's header menu changes them (shell/src/readerPreferences.ts). Also the id of the
 * breaking news the reader dismissed (shell/src/startBreakingNews.ts), when it is the document's banner
 * (`<meta name="breaking-news">`, before this script), so that banner never paints (breakingNewsStyle), and whether
 * the reader dismissed the swipe hint of galleries (mf-articles SwipeHint), and whether the browser has a session
 * (the session hint cookie, @news/contracts/sessionHint). Allowed by its hash.
 */
export const readerPreferencesScript =
  "(function(){try{var d=document.documentElement,m=localStorage.getItem('colorMode');" +
  "if(m==='light'||m==='dark')d.dataset.colorMode=m;" +
  `var b=localStorage.getItem('${BREAKING_NEWS_DISMISSED_KEY}'),n=document.querySelector('meta[name="breaking-news"]');` +
  `if(b&&n&&n.content===b)d.setAttribute('${BREAKING_NEWS_DISMISSED_ATTRIBUTE}',b);` +
  `if(localStorage.getItem('${SWIPE_HINT_DISMISSED_KEY}'))d.setAttribute('${SWIPE_HINT_DISMISSED_ATTRIBUTE}','');` +
  `if(/(?:^|; )${SESSION_HINT_COOKIE}=1(?:;|$)/.test(document.cookie))d.setAttribute('${SESSION_HINT_ATTRIBUTE}','');` +
  'var f=/(?:^|; )fontSize=([0-9]+(?:\\.[0-9]+)?)(?:;|$)/.exec(document.cookie);' +
  "if(f)d.style.fontSize=f[1]+'%'}catch(e){}})();";

export const readerPreferencesScriptSource = cspHashSource(readerPreferencesScript);
