import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './runLighthouse';

/** Debian's Chromium through Playwright, with the launch flags of e2e/playwright.config.ts. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}
