import { fetchSettings } from '@news/config/fetchSettings';
import { apiClient } from './apiClient';
import { coerceSettings, type Settings } from '@news/config/settings';
import { useEffect, useState } from 'react';

let loading: Promise<Settings> | null = null;

/** The brand's settings (links of the offers), loaded once per page; the defaults until then. */
export function useBrandSettings(): Settings {
  const [settings, setSettings] = useState<Settings>(() => coerceSettings(undefined));
  useEffect(() => {
    let active = true;
    loading ??= fetchSettings(apiClient);
    void loading.then((loaded) => active && setSettings(loaded));
    return () => {
      active = false;
    };
  }, []);
  return settings;
}
