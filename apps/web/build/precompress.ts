import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing: text the browser downloads, past the size where headers dominate. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map)$/;
const MIN_BYTES = 1024;

/** Runs `work` over `items`, `limit` at a time (zlib runs on libuv's threads). */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/**
 * Writes `.br` and `.gz` beside every script and stylesheet of the build, at the strongest
 * settings, so the server sends them as they are (`preCompressed`) instead of compressing each
 * request again: compressing on the fly took the CPU from the browser on a small host, and the
 * files come out smaller than a quick on-the-fly level makes them.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // This build's files only: the visitor and embed builds write into the same folder.
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((name) => COMPRESSIBLE.test(name))
        .map((name) => path.join(outDir, name));
      await eachLimited(files, 4, async (file) => {
        const body = await readFile(file);
        if (body.length < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
          gzipAsync(body, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      });
    },
  };
}
