// The system Chromium driven by playwright-core (no browser download): for the browser tests and the README pictures.
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Where Debian's `apt-get install chromium` puts the browser; `CHROMIUM_PATH` overrides it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const flags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Starts the system Chromium headless, or fails saying how to install it. */
export const launchChromium = async (): Promise<Browser> => {
  if (!existsSync(chromiumPath))
    throw new Error(`no Chromium at ${chromiumPath}: apt-get update && apt-get install -y chromium`);
  return chromium.launch({ executablePath: chromiumPath, args: flags });
};
