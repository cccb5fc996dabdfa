import { ensureDebianPackage } from '@ews/server/test/support/debian.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Flags for headless Debian Chromium on a closed network (see the machine notes in the README). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  // WebGL for the maps through SwiftShader, which Chromium otherwise only falls back to while that lasts.
  '--enable-unsafe-swiftshader',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Installs Debian's Chromium when it is missing; browser downloads are not possible here. */
export function ensureChromium(): void {
  ensureDebianPackage(CHROMIUM, 'chromium');
}
