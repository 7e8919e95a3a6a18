import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images (WebP, PNG) are compressed already. */
const TEXT = /\.(js|mjs|css|svg|json|txt|xml|map|webmanifest)$/;

/**
 * Writes a .br (brotli 11) and a .gz (gzip 9) twin beside every text file of the build. The
 * server sends the twin the browser accepts as it is, so the strongest compression is paid
 * once here rather than on every request. index.html is left out: the server rewrites it per
 * page and compresses it then.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'bazar-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => TEXT.test(file))
          .map(async (file) => {
            const full = path.join(outDir, file);
            const content = await readFile(full);
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gzipAsync(content, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
          }),
      );
    },
  };
}
