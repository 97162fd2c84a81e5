import type { Mandator } from '@news/config/mandators';
import type { Response } from 'express';
import { sendPlainPage } from '../sendPlainPage';

export type NewsletterPageContent = {
  title: string;
  paragraphs: string[];
  /** A form that posts back to this page (confirm, unsubscribe): the token travels in its hidden field. */
  form?: { action: string; token: string; button: string };
  links?: { href: string; label: string }[];
};

/**
 * The page for the newsletter links of the mails and the anonymous form without JavaScript (a plain page: the
 * token in its address goes to no other site).
 */
export function sendNewsletterPage(
  res: Response,
  status: number,
  mandator: Mandator,
  { form, ...page }: NewsletterPageContent,
): void {
  sendPlainPage(res, status, mandator, {
    ...page,
    form: form && {
      action: form.action,
      hidden: { token: form.token },
      buttons: [{ label: form.button }],
    },
  });
}
