/** Spec §9: the longest value an ad targeting key may carry. */
export const AD_TARGETING_MAX_LENGTH = 40;

/** Spec §5: characters the ad server gives a meaning (key-value syntax, markup); never part of a value. */
const reservedCharacters = /[*'=!+#,;^()<>[\]]/g;

/** A targeting value as the ad server may receive it (spec §5): reserved characters removed, at most 40 long. */
export function sanitizeTargetingValue(value: string): string {
  return value.replace(reservedCharacters, '').trim().slice(0, AD_TARGETING_MAX_LENGTH);
}

export type AdTargeting = Record<string, string | string[]>;

/** The targeting of a page (the same for every reader, so a cached page may carry it): kind, channel, tags, id. */
export function pageTargeting(page: {
  kind: string;
  channel?: string | undefined;
  tags?: readonly string[] | undefined;
  articleId?: number | undefined;
}): AdTargeting {
  const targeting: AdTargeting = { seitentyp: sanitizeTargetingValue(page.kind) };
  if (page.channel) targeting.ressort = sanitizeTargetingValue(page.channel);
  const tags = (page.tags ?? []).map(sanitizeTargetingValue).filter((tag) => tag.length > 0);
  if (tags.length > 0) targeting.themen = tags;
  if (page.articleId !== undefined) targeting.artikel = String(page.articleId);
  return targeting;
}

/** The reader's part (spec §6): `plususer` is `ja` for a plus subscriber, otherwise `nein`. */
export const plusUserTargeting = (roles: readonly string[]): 'ja' | 'nein' =>
  roles.includes('PLUS_USER') ? 'ja' : 'nein';
