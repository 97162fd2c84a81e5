import { escapeHtml } from '@news/contracts/escapeHtml';
import {
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
} from '@news/contracts/newsletterSubscriptions';
import type { MailMessage } from '@news/mailer/Mailer';

export const CONFIRMATION_SUBJECT = 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung';

const link = (baseUrl: string, path: string, token: string) =>
  `${new URL(path, baseUrl).href}?token=${encodeURIComponent(token)}`;

/**
 * The headers of every newsletter mail: RFC 2369 List-Unsubscribe and RFC 8058 one-click (the mail program posts
 * `List-Unsubscribe=One-Click` to the same link, see the gateway's unsubscribe page).
 */
const unsubscribeHeaders = (unsubscribeLink: string) => ({
  'List-Unsubscribe': `<${unsubscribeLink}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

function mail(
  to: string,
  subject: string,
  paragraphs: string[],
  action: { label: string; href: string } | undefined,
  unsubscribeLink: string,
): MailMessage {
  const footer = 'Sie möchten diesen Newsletter nicht mehr erhalten? Hier abmelden:';
  const text = [
    'Hallo,',
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [action.href, ''] : []),
    'Ihr Regio-News-Team',
    '',
    '--',
    footer,
    unsubscribeLink,
  ].join('\n');
  const html = [
    '<p>Hallo,</p>',
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
    ...(action
      ? [
          `<p><a href="${escapeHtml(action.href)}">${escapeHtml(action.label)}</a></p>`,
          `<p>Falls der Knopf nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:<br>${escapeHtml(action.href)}</p>`,
        ]
      : []),
    '<p>Ihr Regio-News-Team</p>',
    `<hr><p>${escapeHtml(footer)} <a href="${escapeHtml(unsubscribeLink)}">Newsletter abbestellen</a></p>`,
  ].join('\n');
  return {
    to,
    subject,
    text,
    html,
    links: [...(action ? [action.href] : []), unsubscribeLink],
    headers: unsubscribeHeaders(unsubscribeLink),
  };
}

/** The double opt-in mail: the link confirms the subscription (valid `validHours`), the footer cancels it. */
export function buildNewsletterConfirmationMail(opts: {
  to: string;
  title: string;
  baseUrl: string;
  confirmToken: string;
  unsubscribeToken: string;
  validHours: number;
}): MailMessage {
  return mail(
    opts.to,
    CONFIRMATION_SUBJECT,
    [
      `Sie möchten unseren Newsletter „${opts.title}“ erhalten. Bitte bestätigen Sie Ihre Anmeldung mit einem Klick auf diesen Link.`,
      `Der Link ist ${opts.validHours} Stunden gültig. Wenn Sie sich nicht angemeldet haben, können Sie diese E-Mail ignorieren: Ohne Ihre Bestätigung erhalten Sie keinen Newsletter.`,
    ],
    { label: 'Anmeldung bestätigen', href: link(opts.baseUrl, NEWSLETTER_CONFIRM_PATH, opts.confirmToken) },
    link(opts.baseUrl, NEWSLETTER_UNSUBSCRIBE_PATH, opts.unsubscribeToken),
  );
}

/** One issue of a newsletter to one confirmed subscriber, with the subscription's unsubscribe link. */
export function buildNewsletterIssueMail(opts: {
  to: string;
  title: string;
  subject: string;
  text: string;
  baseUrl: string;
  unsubscribeToken: string;
}): MailMessage {
  return mail(
    opts.to,
    opts.subject,
    [opts.text, `Sie erhalten diese E-Mail, weil Sie den Newsletter „${opts.title}“ abonniert haben.`],
    undefined,
    link(opts.baseUrl, NEWSLETTER_UNSUBSCRIBE_PATH, opts.unsubscribeToken),
  );
}
