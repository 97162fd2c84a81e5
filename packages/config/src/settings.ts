/**
 * Feature-flag settings (spec §3 "Settings") with their defaults. The settings endpoint may send any subset as
 * loosely typed values; `coerceSettings` turns them into a complete, typed `Settings` object.
 */
export const settingsDefaults = {
  // Links
  header_subscription_link: '/order',
  bookmark_subscription_link: '/order',
  sub_subscription_link: '/order/abo',
  sub_cancellation_link: '/account/abo',
  sub_online_service_link: '/account',
  sub_give_away_link: '/order/invite',
  // Consent
  sourcepoint_enabled: false,
  sourcepoint_account_id: 0,
  sourcepoint_subdomain: '',
  sourcepoint_property_id: 0,
  // Tracking
  tracking_systemenvironment_name: 'production',
  ivw_szm_enabled: false,
  ivw_cname: '',
  ivw_st_desktopname: '',
  ivw_st_mobilename: '',
  // Display
  ressort_label_homemix_enabled: true,
  xp_lgbtqi_logo_enabled: false,
  plus_logo_enabled: true,
  swipe_tooltip_enabled: true,
  // E-commerce widget
  ecommercewidget_enabled: false,
  ecommercewidget_iframeurlpattern: '',
  ecommercewidget_allowedorigin: '',
  // Recommendations
  data_reco_deactivatetopicranking_enabled: false,
  data_reco_timeout_ms: 400,
  // Onboarding
  onboardingpopup_enabled: true,
  onboardingpopup_afterregistration_enabled: true,
  onboardingpopup_afterlogin_enabled: false,
} as const;

type Widen<V> = V extends boolean ? boolean : V extends number ? number : V extends string ? string : never;

export type Settings = { [K in keyof typeof settingsDefaults]: Widen<(typeof settingsDefaults)[K]> };
export type SettingKey = keyof Settings;

export const settingKeys = Object.keys(settingsDefaults) as SettingKey[];

export const isSettingKey = (key: unknown): key is SettingKey =>
  typeof key === 'string' && Object.hasOwn(settingsDefaults, key);

const coerceBoolean = (value: unknown): boolean =>
  value === true || value === 1 || value === 'true' || value === '1';

const coerceNumber = (value: unknown, fallback: number): number => {
  let number: number;
  try {
    number = Number(value);
  } catch {
    return fallback; // e.g. a Symbol
  }
  return Number.isFinite(number) ? number : fallback;
};

const coerceString = (value: unknown, fallback: string): string => {
  try {
    return String(value);
  } catch {
    return fallback;
  }
};

/**
 * Coerces raw settings to the type of each default: booleans are true only for true, 1, "true" and "1";
 * numbers are `Number(value)`, or the default when that is not finite; strings are `String(value)`. Unknown
 * keys are dropped; missing keys, and keys whose value is null or undefined, take the default.
 */
export function coerceSettings(raw: Record<string, unknown> | null | undefined): Settings {
  const source: Record<string, unknown> = typeof raw === 'object' && raw !== null ? raw : {};
  const result: Record<string, boolean | number | string> = {};
  for (const key of settingKeys) {
    const fallback: boolean | number | string = settingsDefaults[key];
    const value = Object.hasOwn(source, key) ? source[key] : undefined;
    if (value === undefined || value === null) result[key] = fallback;
    else if (typeof fallback === 'boolean') result[key] = coerceBoolean(value);
    else if (typeof fallback === 'number') result[key] = coerceNumber(value, fallback);
    else result[key] = coerceString(value, fallback);
  }
  return result as Settings;
}
