import type { PaywallOffer } from './readPaywallAnswer';
import { PaywallFrame } from './PaywallFrame';

/**
 * An anonymous reader: a free account opens the article (the meter of registered readers). A reader who came with
 * a valid gift link is told that the article was given to them: it opens after the login.
 */
export function RegistrationWall({
  offer,
  meterLimit,
  gifted,
  subscriptionLink,
  takeFocus,
}: {
  offer: PaywallOffer;
  meterLimit: number | null;
  gifted: boolean;
  subscriptionLink: string;
  takeFocus?: boolean;
}) {
  const text =
    offer.text ??
    (meterLimit !== null && meterLimit > 0
      ? `Mit einem kostenlosen Konto lesen Sie ${meterLimit === 1 ? 'einen plus-Artikel' : `${meterLimit} plus-Artikel`} im Monat gratis.`
      : 'Mit einem kostenlosen Konto lesen Sie weiter.');
  return (
    <PaywallFrame
      template="registration-wall"
      headline={offer.headline ?? 'Kostenlos registrieren und weiterlesen'}
      layout={offer.layout}
      takeFocus={takeFocus}
    >
      {gifted ? (
        <p className="pw-gifted">
          Dieser Artikel wurde Ihnen geschenkt. Melden Sie sich an oder registrieren Sie sich kostenlos, um
          ihn zu lesen.
        </p>
      ) : (
        <p className="pw-text">{text}</p>
      )}
      <p className="pw-actions">
        <a className="pw-cta" href="#register">
          Kostenlos registrieren
        </a>
        <a href="#login">Bereits registriert? Anmelden</a>
      </p>
      {offer.layout === 'sheet' || gifted ? null : (
        <p className="pw-more">
          <a href={subscriptionLink}>Oder alle Artikel mit plus lesen</a>
        </p>
      )}
    </PaywallFrame>
  );
}
