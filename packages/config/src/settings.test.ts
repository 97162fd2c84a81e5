import { coerceSettings, isSettingKey, settingKeys, settingsDefaults, type SettingKey } from './settings';

const specKeys = [
  'header_subscription_link',
  'bookmark_subscription_link',
  'sub_subscription_link',
  'sub_cancellation_link',
  'sub_online_service_link',
  'sub_give_away_link',
  'sourcepoint_enabled',
  'sourcepoint_account_id',
  'sourcepoint_subdomain',
  'sourcepoint_property_id',
  'tracking_systemenvironment_name',
  'ivw_szm_enabled',
  'ivw_cname',
  'ivw_st_desktopname',
  'ivw_st_mobilename',
  'ressort_label_homemix_enabled',
  'xp_lgbtqi_logo_enabled',
  'plus_logo_enabled',
  'swipe_tooltip_enabled',
  'ecommercewidget_enabled',
  'ecommercewidget_iframeurlpattern',
  'ecommercewidget_allowedorigin',
  'data_reco_deactivatetopicranking_enabled',
  'data_reco_timeout_ms',
  'onboardingpopup_enabled',
  'onboardingpopup_afterregistration_enabled',
  'onboardingpopup_afterlogin_enabled',
];

describe('settingsDefaults', () => {
  it('has exactly the settings of spec §3', () => {
    expect([...settingKeys].sort()).toEqual([...specKeys].sort());
  });

  it('types the flags: *_enabled are booleans, links strings, the reco timeout 400 ms', () => {
    for (const key of settingKeys) {
      if (key.endsWith('_enabled')) expect(typeof settingsDefaults[key]).toBe('boolean');
      if (key.endsWith('_link')) expect(typeof settingsDefaults[key]).toBe('string');
    }
    expect(settingsDefaults.data_reco_timeout_ms).toBe(400);
    expect(typeof settingsDefaults.sourcepoint_account_id).toBe('number');
    expect(typeof settingsDefaults.sourcepoint_property_id).toBe('number');
    expect(typeof settingsDefaults.sourcepoint_subdomain).toBe('string');
  });

  it('isSettingKey', () => {
    expect(isSettingKey('plus_logo_enabled')).toBe(true);
    expect(isSettingKey('hasOwnProperty')).toBe(false);
    expect(isSettingKey(1)).toBe(false);
  });
});

describe('coerceSettings', () => {
  it('returns all defaults for an empty, null or non-object input', () => {
    expect(coerceSettings({})).toEqual(settingsDefaults);
    expect(coerceSettings(null)).toEqual(settingsDefaults);
    expect(coerceSettings(undefined)).toEqual(settingsDefaults);
    expect(coerceSettings('x' as unknown as Record<string, unknown>)).toEqual(settingsDefaults);
  });

  it('returns a new object, not the defaults', () => {
    expect(coerceSettings({})).not.toBe(settingsDefaults);
  });

  it.each([
    [true, true],
    [1, true],
    ['true', true],
    ['1', true],
    [false, false],
    [0, false],
    ['false', false],
    ['0', false],
    ['yes', false],
    ['TRUE', false],
    [' true', false],
    [2, false],
    ['', false],
    [{}, false],
    [[], false],
    [[true], false],
  ])('boolean: %p → %p', (value, expected) => {
    // plus_logo_enabled defaults to true, sourcepoint_enabled to false: the result must not depend on it.
    expect(coerceSettings({ plus_logo_enabled: value }).plus_logo_enabled).toBe(expected);
    expect(coerceSettings({ sourcepoint_enabled: value }).sourcepoint_enabled).toBe(expected);
  });

  it.each([
    [1200, 1200],
    ['1200', 1200],
    [' 250 ', 250],
    ['1e3', 1000],
    [12.5, 12.5],
    [-3, -3],
    ['0x10', 16],
    [true, 1],
    [false, 0],
    ['', 0],
    ['abc', 400],
    [Number.NaN, 400],
    [Number.POSITIVE_INFINITY, 400],
    ['Infinity', 400],
    [{}, 400],
    [[], 0],
    [Symbol('x'), 400],
  ])('number: %p → %p', (value, expected) => {
    expect(coerceSettings({ data_reco_timeout_ms: value }).data_reco_timeout_ms).toBe(expected);
  });

  it.each([
    ['/abo', '/abo'],
    [42, '42'],
    [true, 'true'],
    ['', ''],
    [Symbol('x'), 'Symbol(x)'],
  ])('string: %p → %p', (value, expected) => {
    expect(coerceSettings({ header_subscription_link: value }).header_subscription_link).toBe(expected);
  });

  it('keeps the default for null and undefined values', () => {
    const settings = coerceSettings({
      plus_logo_enabled: null,
      data_reco_timeout_ms: undefined,
      header_subscription_link: null,
    });
    expect(settings.plus_logo_enabled).toBe(true);
    expect(settings.data_reco_timeout_ms).toBe(400);
    expect(settings.header_subscription_link).toBe('/order');
  });

  it('drops unknown keys and ignores inherited properties', () => {
    const raw = Object.create({ plus_logo_enabled: false }) as Record<string, unknown>;
    raw.unknown_flag = true;
    const settings = coerceSettings(raw);
    expect(Object.keys(settings).sort()).toEqual([...settingKeys].sort());
    expect(settings.plus_logo_enabled).toBe(true);
  });

  it('is not fooled by a "__proto__" key in JSON', () => {
    const settings = coerceSettings(JSON.parse('{"__proto__": {"plus_logo_enabled": false}, "x": 1}'));
    expect(Object.keys(settings).sort()).toEqual([...settingKeys].sort());
    expect(Object.getPrototypeOf(settings)).toBe(Object.prototype);
    expect(settings.plus_logo_enabled).toBe(true);
  });

  it('coerces a realistic settings response completely', () => {
    const settings = coerceSettings({
      sourcepoint_enabled: '1',
      sourcepoint_account_id: '1234',
      sourcepoint_property_id: 5678,
      sourcepoint_subdomain: 'consent',
      data_reco_timeout_ms: '650',
      onboardingpopup_afterlogin_enabled: 'true',
      ivw_szm_enabled: 0,
      extra: 'dropped',
    });
    const expected: Record<SettingKey, unknown> = {
      ...settingsDefaults,
      sourcepoint_enabled: true,
      sourcepoint_account_id: 1234,
      sourcepoint_property_id: 5678,
      sourcepoint_subdomain: 'consent',
      data_reco_timeout_ms: 650,
      onboardingpopup_afterlogin_enabled: true,
      ivw_szm_enabled: false,
    };
    expect(settings).toEqual(expected);
  });
});
