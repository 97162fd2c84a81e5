/** A provider's name claim, trimmed; null when missing or blank. */
export const nonEmptyName = (s: unknown): string | null =>
  typeof s === 'string' && s.trim() ? s.trim() : null;
