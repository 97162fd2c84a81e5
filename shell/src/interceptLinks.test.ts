/** @jest-environment jsdom */
import { CONSENT_FORM_ACTION } from '@news/contracts/consentCookie';
import { interceptLinks } from './interceptLinks';

/** The forms the shell submitted (jsdom does not navigate). */
const submitted: HTMLFormElement[] = [];
beforeAll(() => {
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push(this);
  });
  interceptLinks(document, { consentPage: '/einwilligungen', consentManagement: true });
});
beforeEach(() => {
  submitted.length = 0;
  document.body.innerHTML = '';
});

/** Clicks a link to `href` and answers whether the browser may follow it (nobody prevented the default). */
function click(href: string): boolean {
  const link = document.createElement('a');
  link.href = href;
  link.textContent = 'Alle Einwilligungen widerrufen';
  document.body.append(link);
  return link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
}

describe('interceptLinks: a link to the consent page (spec §2)', () => {
  it('posts the consent form with "Nur notwendige" instead of following the link', () => {
    expect(click('/einwilligungen')).toBe(false);
    expect(submitted).toHaveLength(1);
    const form = submitted[0];
    expect(form?.method).toBe('post');
    expect(new URL(form?.action ?? '').pathname).toBe(CONSENT_FORM_ACTION);
    expect(Object.fromEntries(new FormData(form))).toEqual({ choice: 'necessary' });
  });

  it('leaves other links to their own rules', () => {
    expect(click('/impressum')).toBe(true);
    expect(submitted).toEqual([]);
  });
});
