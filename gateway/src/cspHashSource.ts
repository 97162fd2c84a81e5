import { createHash } from 'node:crypto';

/** A CSP source that allows exactly this inline script or style text: `'sha256-…'` of its UTF-8 bytes. */
export const cspHashSource = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
