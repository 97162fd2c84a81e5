/**
 * The URL hash that opens the consent settings layer: the footer's "Datenschutz-Einstellungen" link and the first
 * layer's "Einstellungen" before the consent remote has started (the gateway sends the reader back with it).
 */
export const SETTINGS_HASH = 'datenschutz-einstellungen';
