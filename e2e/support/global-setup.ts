import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './chromium.ts';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export default function setup(): void {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error('web/dist is missing: run `npm run build` (npm test does)');
  ensureChromium();
}
