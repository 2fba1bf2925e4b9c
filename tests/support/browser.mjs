// Shared by the browser tests and the scripts (plain JS, so node runs it without a TypeScript loader).
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/** Debian's chromium; CHROMIUM_PATH overrides. Browser tests never skip: a missing browser is an error. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** @returns {Promise<import('playwright-core').Browser>} */
export async function launchChromium() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH. ` +
        'Browser tests fail rather than skip.',
    );
  }
  // Without the background-networking flags Chromium keeps dialling out of this closed network.
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
