import type { Response } from 'express';

/** The document's Content Security Policy with these style sources (handleDocumentRoute puts it in res.locals). */
export type DocumentPolicy = (styleSources: string[]) => string;

/**
 * Gives a document that carries its own inline styles (an island first view, documentHtml) the policy that allows
 * exactly those (their hashes), instead of the brand's policy for whole stylesheets. Before the answer's headers.
 */
export function allowDocumentStyles(res: Response, styleSources: string[] | undefined): void {
  const policy = res.locals.documentPolicy as DocumentPolicy | undefined;
  if (styleSources && policy) res.setHeader('content-security-policy', policy(styleSources));
}
