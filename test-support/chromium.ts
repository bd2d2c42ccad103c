/**
 * The browser the end-to-end specs and `bench:ui` drive: Debian's Chromium
 * (Playwright's own download is never used), started without a sandbox
 * (containers run as root), without a GPU and without traffic of its own, so
 * the specs can check that the page makes no request beyond its own server.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
