import type { HomePage } from '@news/contracts/content';

/** The home page without the ressort labels of its teasers: for brands with ressort_label_homemix_enabled off. */
export function withoutRessortLabels(home: HomePage): HomePage {
  return {
    ...home,
    sections: home.sections.map((section) => ({
      ...section,
      teasers: section.teasers.map(({ ressort: _ressort, ...teaser }) => teaser),
    })),
  };
}
