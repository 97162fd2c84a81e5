import { cspHashSource } from './cspHashSource';
import {
  BREAKING_NEWS_DISMISSED_ATTRIBUTE,
  BREAKING_NEWS_DISMISSED_KEY,
} from '@news/contracts/breakingNewsDismissal';
import { SWIPE_HINT_DISMISSED_ATTRIBUTE, SWIPE_HINT_DISMISSED_KEY } from '@news/contracts/swipeHintDismissal';
import { SESSION_HINT_ATTRIBUTE, SESSION_HINT_COOKIE } from '@news/contracts/sessionHint';
import { COLOR_MODE_COOKIE, FONT_SIZE_COOKIE } from '@news/contracts/cookieText';

/**
 * The reader's colour mode (cookie `colorMode`: light or dark; system when absent) and font size (cookie
 * `fontSize`, only when not the default) applied before the first paint, so a page never flashes in the wrong
 * mode or reflows. The shell's header menu changes them (shell/src/readerPreferences.ts). Also the id of the
 * breaking news the reader dismissed (shell/src/startBreakingNews.ts), when it is the document's banner
 * (`<meta name="breaking-news">`, before this script), so that banner never paints (breakingNewsStyle), and whether
 * the reader dismissed the swipe hint of galleries (mf-articles SwipeHint), and whether the browser has a session
 * (the session hint cookie, @news/contracts/sessionHint). All cookies, read with one `document.cookie` and no
 * localStorage (@news/contracts/cookieText says why). Allowed by its hash.
 */
export const readerPreferencesScript =
  '(function(){try{var d=document.documentElement,c=document.cookie,g=function(k){' +
  "var m=new RegExp('(?:^|; )'+k+'=([^;]*)').exec(c);if(!m)return null;" +
  'try{return decodeURIComponent(m[1])}catch(e){return null}},' +
  `m=g('${COLOR_MODE_COOKIE}');if(m==='light'||m==='dark')d.dataset.colorMode=m;` +
  `var b=g('${BREAKING_NEWS_DISMISSED_KEY}'),n=document.querySelector('meta[name="breaking-news"]');` +
  `if(b&&n&&n.content===b)d.setAttribute('${BREAKING_NEWS_DISMISSED_ATTRIBUTE}',b);` +
  `if(g('${SWIPE_HINT_DISMISSED_KEY}'))d.setAttribute('${SWIPE_HINT_DISMISSED_ATTRIBUTE}','');` +
  `if(g('${SESSION_HINT_COOKIE}')==='1')d.setAttribute('${SESSION_HINT_ATTRIBUTE}','');` +
  `var f=g('${FONT_SIZE_COOKIE}');if(f&&/^[0-9]+(?:\\.[0-9]+)?$/.test(f))d.style.fontSize=f+'%'}catch(e){}})();`;

export const readerPreferencesScriptSource = cspHashSource(readerPreferencesScript);
