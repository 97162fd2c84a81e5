import type { MailMessage } from '@news/mailer/Mailer';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const greeting = (firstName: string | null) => (firstName ? `Hallo ${firstName},` : 'Hallo,');

function build(
  to: string,
  subject: string,
  firstName: string | null,
  lines: string[],
  link: string,
  button: string,
) {
  const text = [greeting(firstName), '', ...lines, '', link, '', 'Ihr Regio-News-Team'].join('\n');
  const html = [
    `<p>${escapeHtml(greeting(firstName))}</p>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(button)}</a></p>`,
    `<p>Falls der Knopf nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:<br>${escapeHtml(link)}</p>`,
    '<p>Ihr Regio-News-Team</p>',
  ].join('\n');
  return { to, subject, text, html, links: [link] } satisfies MailMessage;
}

/** Mail with the e-mail confirmation link (valid 24 hours). */
export function buildConfirmationMail(to: string, firstName: string | null, link: string): MailMessage {
  return build(
    to,
    'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    firstName,
    [
      'vielen Dank für Ihre Registrierung. Bitte bestätigen Sie Ihre E-Mail-Adresse mit einem Klick auf diesen Link.',
      'Der Link ist 24 Stunden gültig. Wenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.',
    ],
    link,
    'E-Mail-Adresse bestätigen',
  );
}

/**
 * To the owner of an address someone tried to register again: there is an account already; the link opens the
 * site's forgot-password dialog. Nothing changes on the account.
 */
export function buildAlreadyRegisteredMail(
  to: string,
  firstName: string | null,
  forgotPasswordLink: string,
): MailMessage {
  return build(
    to,
    'Sie haben bereits ein Konto',
    firstName,
    [
      'jemand hat versucht, mit dieser E-Mail-Adresse ein neues Konto anzulegen. Sie haben bereits ein Konto bei uns: Melden Sie sich einfach mit Ihrer E-Mail-Adresse und Ihrem Passwort an.',
      'Passwort vergessen? Über diesen Link vergeben Sie ein neues. Wenn Sie sich nicht registrieren wollten, können Sie diese E-Mail ignorieren; an Ihrem Konto hat sich nichts geändert.',
    ],
    forgotPasswordLink,
    'Passwort vergessen?',
  );
}

/** Mail with the password reset link (valid 1 hour). */
export function buildPasswordResetMail(to: string, firstName: string | null, link: string): MailMessage {
  return build(
    to,
    'Passwort zurücksetzen',
    firstName,
    [
      'Sie haben angefordert, Ihr Passwort zurückzusetzen. Über diesen Link vergeben Sie ein neues Passwort.',
      'Der Link ist eine Stunde gültig und kann nur einmal verwendet werden. Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.',
    ],
    link,
    'Neues Passwort vergeben',
  );
}

const berlinTime = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Berlin',
});

/**
 * Notice that the password was changed (change-password or reset): if that was not the reader, the link starts a
 * new reset (the forgot-password dialog of the site).
 */
export function buildPasswordChangedMail(
  to: string,
  firstName: string | null,
  changedAt: Date,
  forgotPasswordLink: string,
): MailMessage {
  return build(
    to,
    'Ihr Passwort wurde geändert',
    firstName,
    [
      `das Passwort Ihres Kontos wurde am ${berlinTime.format(changedAt)} Uhr geändert. Alle anderen Anmeldungen wurden beendet.`,
      'Wenn Sie das selbst waren, ist nichts weiter zu tun. Wenn nicht, setzen Sie Ihr Passwort bitte sofort über diesen Link zurück.',
    ],
    forgotPasswordLink,
    'Passwort zurücksetzen',
  );
}

/** Mail to the new address of an e-mail change, with the link that switches the account to it (valid 24 hours). */
export function buildEmailChangeMail(to: string, firstName: string | null, link: string): MailMessage {
  return build(
    to,
    'Bitte bestätigen Sie Ihre neue E-Mail-Adresse',
    firstName,
    [
      'Sie möchten die E-Mail-Adresse Ihres Kontos ändern. Mit einem Klick auf diesen Link wird diese Adresse Ihre neue Anmeldeadresse.',
      'Der Link ist 24 Stunden gültig. Bis dahin bleibt Ihre bisherige Adresse gültig. Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.',
    ],
    link,
    'Neue E-Mail-Adresse bestätigen',
  );
}

const berlinDate = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'Europe/Berlin' });

/**
 * A plus reader's invitation to a friend (/order/invite): the link opens the site, where the friend registers or
 * logs in with this address and gets plus for `trialDays` days, ending by itself.
 */
export function buildInvitationMail(
  to: string,
  inviterFirstName: string,
  link: string,
  trialDays: number,
  expiresAt: Date,
): MailMessage {
  const who = inviterFirstName.trim() || 'Ein plus-Leser';
  return build(
    to,
    `${who} schenkt Ihnen ${trialDays} Tage plus`,
    null,
    [
      `${who} lädt Sie ein, alle plus-Artikel ${trialDays} Tage lang kostenlos zu lesen. Der Test endet von selbst, Sie müssen nichts kündigen.`,
      `Öffnen Sie den Link, registrieren Sie sich oder melden Sie sich mit dieser E-Mail-Adresse an und nehmen Sie die Einladung an. Der Link gilt bis zum ${berlinDate.format(expiresAt)}.`,
    ],
    link,
    'Einladung annehmen',
  );
}
