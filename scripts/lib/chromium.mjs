/**
 * Debian's Chromium as the browser tests launch it (never a downloaded browser): no sandbox (the
 * tests run as root), no GPU, and none of the background fetches that would reach for a network
 * this machine does not have. Used by the lobby's and the console's Playwright configs.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
};
