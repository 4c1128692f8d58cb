/**
 * Debian's Chromium and the flags every headless run here starts it with (the browser
 * journeys, `npm run screenshots`, `bench:web`): no sandbox in containers, no GPU, and no
 * network calls of its own (updates, sync, QUIC) that cannot reach out from CI.
 */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
