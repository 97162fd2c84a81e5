import type { Mandator } from '@news/config/mandators';
import type { Registry } from '@news/contracts/registry';
import { consentLayerStyle } from './consentPendingScript';
import { brandTokensStyle, breakingNewsStyle } from './documentStyles';
import type { LocalBuild } from './readLocalBuild';
import type { RemoteAssets } from './ssr/remoteAssets';
import { inlineStyleText } from './styleTag';
import { unavailablePageStyle } from './unavailablePage';

/** The inline styles a brand's documents may carry; `complete` is false when a stylesheet could not be read. */
export type DocumentStyleTexts = { buildId: string | null; texts: string[]; complete: boolean };

/**
 * The text of every inline `<style>` a document of this brand may carry with the current build and this registry
 * (renderDocument, unavailablePage): the shell's stylesheets and those of the remotes the document renders on the
 * server (mf-articles' ./app, mf-consent's layer, mf-paywall's box for anonymous readers), the brand's tokens, the breaking-news and consent layer rules,
 * and the 503 page's style. Their hashes allow them in style-src, without 'unsafe-inline'.
 */
export function createDocumentStyleTexts(deps: {
  selfUrl: string;
  localBuild: () => Promise<LocalBuild>;
  remoteAssets: (manifestUrl: string, publicBase: string) => Promise<RemoteAssets>;
}) {
  return async (mandator: Mandator, registry: Registry): Promise<DocumentStyleTexts> => {
    let complete = true;
    const build = await deps.localBuild().catch(() => {
      complete = false;
      return null;
    });
    const remotes = [registry['mf-articles'], registry['mf-consent'], registry['mf-paywall']].flatMap((r) =>
      r ? [r.entry] : [],
    );
    const remoteCss = await Promise.all(
      remotes.map((entry) =>
        deps
          .remoteAssets(new URL(entry, deps.selfUrl).href, entry)
          .then((assets) => assets.css)
          .catch(() => {
            complete = false;
            return [];
          }),
      ),
    );
    return {
      buildId: build?.id ?? null,
      complete,
      texts: [
        ...[...(build?.shell.css ?? []), ...remoteCss.flat()].map(inlineStyleText),
        brandTokensStyle(mandator),
        breakingNewsStyle,
        consentLayerStyle,
        unavailablePageStyle,
      ],
    };
  };
}
