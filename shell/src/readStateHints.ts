/** What the shell's entry needs from the document's state before the SPA runtime (and zod) is loaded. */
export type StateHints = {
  buildId: string | undefined;
  /** Consent management is on and the brand has third-party scripts that load after a reader's consent. */
  consentScripts: boolean;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the hints from <script id="__NEWS_STATE__"> without a schema library: each field is only used when it has
 * the expected type, and anything else reads as absent. The SPA runtime validates the whole state
 * (readDocumentState) when it starts; these hints only decide when it starts.
 */
export function readStateHints(doc: Document): StateHints {
  let raw: unknown = null;
  try {
    raw = JSON.parse(doc.getElementById('__NEWS_STATE__')?.textContent ?? 'null');
  } catch {
    raw = null;
  }
  const state = isRecord(raw) ? raw : {};
  const vendorScripts = isRecord(state.vendorScripts) ? Object.keys(state.vendorScripts) : [];
  return {
    buildId: typeof state.buildId === 'string' ? state.buildId : undefined,
    consentScripts: state.consentManagement === true && vendorScripts.length > 0,
  };
}
