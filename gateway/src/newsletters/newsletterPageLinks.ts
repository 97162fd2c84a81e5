/** The links under the newsletter link pages: all newsletters, and the reader's own in the portal. */
export const newsletterPageLinks = {
  list: { href: '/newsletter-anmeldung', label: 'Alle Newsletter' },
  portal: { href: '/newsletters', label: 'Meine Newsletter verwalten' },
};
