/**
 * The one script loader of the page: appends each vendor's script once (a later call for the same vendor does
 * nothing), async, so it never holds up the page. Scripts are only ever added: a revoked vendor is removed by the
 * reload saveConsent starts.
 */
export function createScriptLoader(doc: Document) {
  const loaded = new Set<string>();
  return (scripts: { vendor: string; url: string }[]) => {
    for (const { vendor, url } of scripts) {
      if (loaded.has(vendor)) continue;
      loaded.add(vendor);
      const script = doc.createElement('script');
      script.src = url;
      script.async = true;
      script.dataset.vendor = vendor;
      doc.head.append(script);
    }
  };
}
