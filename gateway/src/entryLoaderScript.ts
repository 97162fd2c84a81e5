import { cspHashSource } from './cspHashSource';

/**
 * On the head's loader script: the document's entry scripts, space-separated, in order (renderDocument). The
 * attribute is data, not script text: the script's hash stays the same for every document.
 */
export const ENTRIES_ATTRIBUTE = 'data-entries';
/** On the head's loader script: the further scripts the first view needs (startup chunks, the remote's ./app). */
export const PRELOAD_ATTRIBUTE = 'data-preload';

/**
 * The head's one inline script for the document's scripts: preloads the entry scripts (marked `data-entry`) and the
 * further startup scripts at once, so the first view does not wait for them, and inserts a `<script>` for each entry
 * in their order (`async = false`) once the whole document has been parsed, as `defer` did. Under
 * 'strict-dynamic' a `<link rel="preload" as="script">` or a `<script src>` in the markup is refused (it would need
 * a nonce, and cached documents cannot have one); what this trusted script inserts is allowed, as is everything
 * the scripts it starts insert in turn (their chunks, the federation remotes, the vendor scripts the consent layer
 * loads). One script rather than a second one at the end of the body: one hash less in every document's policy.
 */
export const entryLoaderScript =
  '(function(){var c=document.currentScript,d=document,h=d.head;' +
  "function l(a){return(c.getAttribute(a)||'').split(' ').filter(Boolean)}" +
  'function p(a,e){var x=l(a);for(var i=0;i<x.length;i++){' +
  "var k=d.createElement('link');k.rel='preload';k.setAttribute('as','script');" +
  "k.setAttribute('fetchpriority','low');k.href=x[i];if(e)k.setAttribute('data-entry','');h.appendChild(k)}}" +
  `p('${ENTRIES_ATTRIBUTE}',1);p('${PRELOAD_ATTRIBUTE}',0);` +
  `function s(){var x=l('${ENTRIES_ATTRIBUTE}');for(var i=0;i<x.length;i++){` +
  "var t=d.createElement('script');t.src=x[i];t.async=false;d.body.appendChild(t)}}" +
  "if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',s);else s()})();";

/** The script's CSP source: script-src allows exactly this inline script (with the document's others). */
export const entryLoaderScriptSource = cspHashSource(entryLoaderScript);
