import { combineLatest } from 'rxjs';
import { eventBus } from '@news/event-bus/eventBus';
import { readConsent } from '@news/contracts/consentCookie';
import { isNativeApp } from '@news/contracts/isNativeApp';
import type { IvwSetup } from '@news/contracts/documentState';
import { installTcfStub } from './tcf/installTcfStub';
import { startMeasurement } from './startMeasurement';

/**
 * Once per page (the remote's bootstrap): `__tcfapi` queues calls until the CMP runs; a stored choice goes on the
 * bus (the consent topic replays it to late subscribers: embeds, ads, the measurement); analytics events, IVW page
 * views and the visit counter follow the choice (./startMeasurement); every choice, with the reader's
 * session, is applied by ./createConsentEffects, loaded with the first choice.
 */
export function startConsentServices(
  vendorScripts: Readonly<Record<string, string>>,
  ivw: IvwSetup | undefined,
): void {
  installTcfStub(window);
  const nativeApp = isNativeApp(location.search, document.cookie);
  const stored = readConsent(document.cookie);
  if (stored) eventBus.publish('consent', { type: 'CONSENT_CHANGED', general: true, vendors: stored });
  startMeasurement(window, eventBus, nativeApp, ivw);
  let effects: Promise<ReturnType<typeof import('./createConsentEffects').createConsentEffects>> | undefined;
  combineLatest([eventBus.on('auth'), eventBus.on('consent')]).subscribe(([auth, consent]) => {
    effects ??= import('./createConsentEffects').then((m) => m.createConsentEffects(document, vendorScripts));
    // spec §8: consent-store errors are only logged
    effects
      .then((apply) => apply(auth, consent, nativeApp))
      .catch((err: unknown) => console.warn('Einwilligung nicht angewendet', err));
  });
}
