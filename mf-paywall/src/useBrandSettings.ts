import { fetchSettings } from '@news/config/fetchSettings';
import { apiClient } from './apiClient';
import type { Settings } from '@news/config/settings';
import { useEffect, useState } from 'react';
import { readBrandSettings } from './readBrand';

let loading: Promise<Settings> | null = null;

/**
 * The brand's settings (links of the offers), loaded once per page; until then those of the document's brand as
 * this build knows them (readBrandSettings), so a paywall box hydrated from the server's markup matches it.
 */
export function useBrandSettings(): Settings {
  const [settings, setSettings] = useState<Settings>(() => readBrandSettings(document));
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
