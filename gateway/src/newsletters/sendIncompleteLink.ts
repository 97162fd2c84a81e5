import type { Mandator } from '@news/config/mandators';
import type { Response } from 'express';
import { sendNewsletterPage } from './newsletterPage';
import { newsletterPageLinks } from './newsletterPageLinks';

/** A mail link without its token (or a broken one): 400 with a German page. */
export const sendIncompleteLink = (res: Response, mandator: Mandator): void =>
  sendNewsletterPage(res, 400, mandator, {
    title: 'Link unvollständig',
    paragraphs: [
      'Dieser Link ist unvollständig. Bitte öffnen Sie den vollständigen Link aus unserer E-Mail; manche E-Mail-Programme trennen lange Links auf.',
    ],
    links: [newsletterPageLinks.list],
  });
