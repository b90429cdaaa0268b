// How the docs tools start the machine's Chromium (Debian's, installed by .ci/browser) with
// playwright-core, which never downloads a browser of its own. The flags keep Chromium off the
// network: without them it reaches for Google's hosts at every start, and this machine has no
// network but the package registries.
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.DOCS_CHROMIUM || '/usr/bin/chromium';

export function launch() {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-default-apps'],
  });
}
