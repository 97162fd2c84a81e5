import { cspHashSource } from './cspHashSource';

/**
 * On the head's preload script: the document's entry scripts, space-separated, in order (renderDocument). The
 * attribute is data, not script text: the scripts' hashes stay the same for every document.
 */
export const ENTRIES_ATTRIBUTE = 'data-entries';
/** On the head's preload script: the further scripts the first view needs (startup chunks, the remote's ./app). */
export const PRELOAD_ATTRIBUTE = 'data-preload';

/**
 * The head's inline script: preloads the entry scripts (marked `data-entry`) and the further startup scripts, so
 * the first view does not wait for them. Under 'strict-dynamic' a `<link rel="preload" as="script">` in the
 * markup is refused (it would need a nonce, and cached documents cannot have one); one this trusted script
 * inserts is allowed, as is everything the scripts it starts insert in turn.
 */
export const entryPreloadScript =
  '(function(){var c=document.currentScript,h=document.head;' +
  `function p(a,e){var l=(c.getAttribute(a)||'').split(' ');for(var i=0;i<l.length;i++){if(!l[i])continue;` +
  "var k=document.createElement('link');k.rel='preload';k.setAttribute('as','script');" +
  "k.setAttribute('fetchpriority','low');k.href=l[i];" +
  "if(e)k.setAttribute('data-entry','');h.appendChild(k)}}" +
  `p('${ENTRIES_ATTRIBUTE}',1);p('${PRELOAD_ATTRIBUTE}',0)})();`;

/**
 * The document's last element: inserts a `<script>` for each entry script the preload script names, in their order
 * (`async = false`), once the whole document has been parsed, as `defer` did. Scripts a trusted script inserts are
 * trusted too ('strict-dynamic'): the entries, their chunks, the federation remotes and the vendor scripts the
 * consent layer loads need no hash of their own.
 */
export const entryLoaderScript =
  `(function(){var c=document.querySelector('script[${ENTRIES_ATTRIBUTE}]');` +
  `var l=c?(c.getAttribute('${ENTRIES_ATTRIBUTE}')||'').split(' '):[];` +
  "for(var i=0;i<l.length;i++){if(!l[i])continue;var s=document.createElement('script');s.src=l[i];" +
  's.async=false;document.body.appendChild(s)}})();';

/** The two scripts' CSP sources: script-src allows exactly these inline scripts. */
export const entryPreloadScriptSource = cspHashSource(entryPreloadScript);
export const entryLoaderScriptSource = cspHashSource(entryLoaderScript);
