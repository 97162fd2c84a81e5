/** The article a paywall parcel is mounted for in the tests: a plus article behind the paywall. */
export const parcelArticle = {
  id: 7,
  contentRestriction: 'plus',
  isPaywalled: true,
  isSoldContent: false,
  ressort: 'lokales',
};
