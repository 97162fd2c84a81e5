import type { ConsentVendorId } from '@news/contracts/consentVendors';
import type { IvwSetup } from '@news/contracts/documentState';
import { coerceSettings, type Settings } from './settings';

/**
 * Mandator (brand) configuration. Both brands are fictional. Colours are design tokens (CSS custom property
 * values) the shell sets per mandator; every pair used for text meets WCAG AA (contrast ≥ 4.5:1).
 */

export type MandatorId = 'rb' | 'la';

export interface MandatorColors {
  /** Brand colour: header, buttons, links. */
  primary: string;
  /** Text on the primary colour. */
  primaryContrast: string;
  /** Highlights on a white background: badges, plus mark, breaking news. */
  accent: string;
  /** Text on the accent colour. */
  accentContrast: string;
}

export interface MandatorFeatures {
  consentManagement: boolean;
  pushNotifications: boolean;
  analytics: boolean;
  /**
   * The gift variant (spec §2, §9): readers may open a plus article through a gift or link token
   * (`?link-token=…`, checked by the article route's gift-article middleware), and home is revalidated sooner
   * (stale-while-revalidate 120 s instead of 300 s).
   */
  giftArticles: boolean;
}

/**
 * The recommendations widget under an article ("Das könnte Sie auch interessieren", spec §3, §4, §7).
 * `provider`: `first-party` recommends the brand's own articles (GET /api/recommendations/{id}, no consent needed);
 * a vendor id names a third-party provider whose widget script (`vendorScripts`) fills the box, only for readers who
 * allowed that vendor; the others get the first-party recommendations.
 */
export interface MandatorRecommendations {
  /** App config `recoEnabled` (spec §3): false = no recommendations widget at all. */
  recoEnabled: boolean;
  provider: 'first-party' | ConsentVendorId;
  /** Percentage (0–100) of readers drawn once into A/B variant B; the others see variant A. */
  variantBPercent: number;
}

export interface Mandator {
  id: MandatorId;
  name: string;
  shortName: string;
  /** Host names (without port) this mandator answers on. */
  hosts: readonly string[];
  locale: 'de';
  colors: MandatorColors;
  features: MandatorFeatures;
  /** The Express edition has unlimited bookmarks (spec §6). */
  expressEdition: boolean;
  /** The brand's feature-flag values (spec §3 "Settings"); keys left out keep their default (settings.ts). */
  settings: Partial<Settings>;
  /**
   * The third-party script of each vendor the brand uses (spec §7), loaded by the consent remote once the reader
   * allows that vendor. Absolute URLs in production; the demo points at the gateway's recording stand-ins
   * (/demo-vendors/{vendor}.js, no internet).
   */
  vendorScripts: Partial<Record<ConsentVendorId, string>>;
  recommendations: MandatorRecommendations;
  /**
   * The consent page of the brand's consent service (spec §2): a link to it anywhere on the site rejects all
   * consents and reloads the page, where the brand has consent management; otherwise it just opens the page.
   * Absolute, or a path of this site, without a query; the demo points at the gateway's page (DEMO_CONSENT_PAGE_PATH).
   */
  consentPageUrl: string;
}

/**
 * The demo's consent page (the gateway serves it): the reader's current choice and the consent layer's plain
 * form, without JavaScript. A path outside the route table (no app page: nothing prefetches or routes it).
 */
export const DEMO_CONSENT_PAGE_PATH = '/einwilligungen.html';

/** The demo's vendor scripts: the gateway's stand-ins, which record what they were allowed to do. */
const demoVendorScripts = (vendors: ConsentVendorId[]) =>
  Object.fromEntries(vendors.map((vendor) => [vendor, `/demo-vendors/${vendor}.js`]));

export const defaultMandatorId: MandatorId = 'rb';

export const mandators: Readonly<Record<MandatorId, Mandator>> = {
  rb: {
    id: 'rb',
    name: 'Rheinauer Bote',
    shortName: 'RB',
    hosts: ['localhost', '127.0.0.1', 'rb.localhost'],
    locale: 'de',
    colors: { primary: '#0a4b78', primaryContrast: '#ffffff', accent: '#b3261e', accentContrast: '#ffffff' },
    features: { consentManagement: true, pushNotifications: true, analytics: true, giftArticles: true },
    expressEdition: false,
    settings: {
      onboardingpopup_enabled: true,
      onboardingpopup_afterregistration_enabled: true,
      onboardingpopup_afterlogin_enabled: false,
      // The demo shop widget the gateway serves on another origin (shop.localhost) of the default port (npm start).
      ecommercewidget_enabled: true,
      ecommercewidget_iframeurlpattern: '^http://shop\\.localhost:3000/demo-shop/widget/[a-z-]+$',
      ecommercewidget_allowedorigin: 'http://shop.localhost:3000',
      // IVW page views (after ivw consent) under the demo's offer ids and a first-party measurement domain
      ivw_szm_enabled: true,
      ivw_st_desktopname: 'rheinbote',
      ivw_st_mobilename: 'mobrheinbote',
      ivw_cname: 'data-ivw.rheinauer-bote.example',
    },
    vendorScripts: demoVendorScripts([
      'adobeAnalytics',
      'ivw',
      'kdm',
      'cleverpush',
      'facebook',
      'echobox',
      'allesPlus',
    ]),
    // the demo's third-party recommendations (the gateway's alles plus stand-in) for readers who allow alles plus;
    // the others get our own
    recommendations: { recoEnabled: true, provider: 'allesPlus', variantBPercent: 50 },
    consentPageUrl: DEMO_CONSENT_PAGE_PATH,
  },
  la: {
    id: 'la',
    name: 'Lahntal-Anzeiger',
    shortName: 'LA',
    hosts: ['la.localhost'],
    locale: 'de',
    // Spec §1: the brand la skips consent management, push notifications and analytics.
    colors: { primary: '#1d5c3a', primaryContrast: '#ffffff', accent: '#8a4b00', accentContrast: '#ffffff' },
    features: { consentManagement: false, pushNotifications: false, analytics: false, giftArticles: false },
    expressEdition: false,
    // The smaller brand offers no onboarding popup (topics and regions are chosen in the portal), shows no ressort
    // labels in the home page's mix, shows its logo in the rainbow variant, and no swipe hint on its galleries.
    settings: {
      onboardingpopup_enabled: false,
      ressort_label_homemix_enabled: false,
      xp_lgbtqi_logo_enabled: true,
      swipe_tooltip_enabled: false,
    },
    // no consent management: no script that needs consent
    vendorScripts: {},
    recommendations: { recoEnabled: true, provider: 'first-party', variantBPercent: 50 },
    consentPageUrl: DEMO_CONSENT_PAGE_PATH,
  },
};

export const mandatorIds = Object.keys(mandators) as MandatorId[];

/**
 * The brand's rules for e-commerce widgets (settings ecommercewidget_*), or undefined when it has none: switched
 * off, no pattern, or an allowed origin that is no origin (then nothing could ever be accepted).
 */
export function ecommerceWidgetRules(
  mandator: Mandator,
): { urlPattern: string; allowedOrigin: string } | undefined {
  const settings = coerceSettings(mandator.settings);
  if (!settings.ecommercewidget_enabled || settings.ecommercewidget_iframeurlpattern === '') return undefined;
  try {
    const origin = new URL(settings.ecommercewidget_allowedorigin).origin;
    if (origin !== settings.ecommercewidget_allowedorigin) return undefined;
  } catch {
    return undefined;
  }
  return {
    urlPattern: settings.ecommercewidget_iframeurlpattern,
    allowedOrigin: settings.ecommercewidget_allowedorigin,
  };
}

/**
 * The brand's IVW measurement (settings ivw_*), or undefined when it has none: switched off, or without an offer
 * id for desktop or mobile (page views under no name count for nobody).
 */
export function ivwSetup(mandator: Mandator): IvwSetup | undefined {
  const settings = coerceSettings(mandator.settings);
  if (!settings.ivw_szm_enabled || !settings.ivw_st_desktopname || !settings.ivw_st_mobilename)
    return undefined;
  return {
    desktopSite: settings.ivw_st_desktopname,
    mobileSite: settings.ivw_st_mobilename,
    cname: settings.ivw_cname,
  };
}

export const isMandatorId = (value: unknown): value is MandatorId =>
  typeof value === 'string' && Object.hasOwn(mandators, value);

/** The mandator with this id, or undefined for an unknown id. */
export function getMandator(id: MandatorId): Mandator;
export function getMandator(id: string): Mandator | undefined;
export function getMandator(id: string): Mandator | undefined {
  return isMandatorId(id) ? mandators[id] : undefined;
}

/**
 * The host name of a Host (or X-Forwarded-Host) header: the first of a list, lower case, without port, brackets
 * of IPv6 literals or a trailing dot.
 */
const hostName = (host: string): string => {
  const value = (host.split(',')[0] ?? '').trim().toLowerCase();
  const name = value.startsWith('[') ? value.slice(0, value.indexOf(']') + 1) : value.replace(/:\d*$/, '');
  return name.replace(/\.$/, '');
};

/**
 * The mandator serving a host (port allowed), else the fallback mandator, else the default mandator (also when
 * the fallback id is unknown, e.g. a misconfigured environment variable).
 */
export function mandatorForHost(
  host: string | null | undefined,
  fallbackId: string = defaultMandatorId,
): Mandator {
  if (host) {
    const name = hostName(host);
    const found = mandatorIds.map((id) => mandators[id]).find((mandator) => mandator.hosts.includes(name));
    if (found) return found;
  }
  return getMandator(fallbackId) ?? mandators[defaultMandatorId];
}
