import { PaywallFrame } from './PaywallFrame';

/**
 * The brand's fallback template (spec §4): the paywall service could not be asked or did not answer in time. It
 * locks the article like every template; on small screens it is shorter.
 */
export function FallbackPaywall({
  brandName,
  device,
  loggedIn,
  subscriptionLink,
}: {
  brandName: string;
  device: 'mobile' | 'desktop';
  loggedIn: boolean;
  subscriptionLink: string;
}) {
  const plusName = brandName === '' ? 'plus' : `${brandName} plus`;
  return (
    <PaywallFrame
      template="fallback"
      headline="Weiterlesen mit plus"
      layout={device === 'mobile' ? 'sheet' : 'box'}
    >
      <p className="pw-text">
        {device === 'mobile'
          ? 'Dieser Artikel ist exklusiv für Abonnentinnen und Abonnenten.'
          : `Dieser Artikel ist exklusiv für Abonnentinnen und Abonnenten. Mit ${plusName} lesen Sie alle Artikel ohne Limit – im Web und in der App.`}
      </p>
      <p className="pw-actions">
        <a className="pw-cta" href={subscriptionLink}>
          Jetzt plus abonnieren
        </a>
        {loggedIn ? null : <a href="#login">Bereits Abonnent? Anmelden</a>}
      </p>
    </PaywallFrame>
  );
}
