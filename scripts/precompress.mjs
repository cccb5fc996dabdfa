// Writes brotli (.br) and gzip (.gz) siblings of the built web app's static files, so that the
// server sends them compressed without compressing on every request (@fastify/static preCompressed).
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files worth compressing: text formats, at least 1 KB (smaller ones gain less than the headers cost). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|geojson|txt)$/;
const MIN_BYTES = 1024;

function* filesUnder(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

/** Compresses every compressible file under `dir` (index.html is left to the server, which fills it in). */
export async function precompress(dir) {
  const files = [...filesUnder(dir)].filter((file) => COMPRESSIBLE.test(file) && path.basename(file) !== 'index.html' && fs.statSync(file).size >= MIN_BYTES);
  await Promise.all(
    files.map(async (file) => {
      const content = fs.readFileSync(file);
      const size = content.length;
      const [br, gz] = await Promise.all([
        brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size } }),
        gzip(content, { level: 9 }),
      ]);
      fs.writeFileSync(`${file}.br`, br);
      fs.writeFileSync(`${file}.gz`, gz);
    }),
  );
  return files.length;
}
