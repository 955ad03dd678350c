import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { promisify } from 'node:util';
import * as zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Text formats worth compressing; images and fonts like png, webp, avif, woff2 already are. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|map|webmanifest|txt|xml)$/i;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function brotliMax(body: Buffer): Promise<Buffer> {
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `X.br` (brotli, quality 11) and `X.gz` (gzip, level 9) beside every compressible file
 * under `dir`, each only when it is smaller than `X`. Answers the paths written.
 */
export async function precompressDirectory(dir: string): Promise<string[]> {
  const written: string[] = [];
  const encoders: [string, (body: Buffer) => Promise<Buffer>][] = [
    ['.br', brotliMax],
    ['.gz', (body) => gzip(body, { level: 9 })],
  ];
  await Promise.all(
    (await filesUnder(dir)).flatMap((file) =>
      encoders.map(async ([suffix, encode]) => {
        const body = await fs.readFile(file);
        const encoded = await encode(body);
        if (encoded.length >= body.length) return;
        await fs.writeFile(file + suffix, encoded);
        written.push(file + suffix);
      }),
    ),
  );
  return written.sort();
}

/** Vite plugin: pre-compresses the built storefront once the build has written every file. */
export function precompressAssets(): Plugin {
  let outDir = '';
  let log: (message: string) => void = () => undefined;
  return {
    name: 'posy:precompress-assets',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      outDir = path.resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    async closeBundle() {
      const started = performance.now();
      const written = await precompressDirectory(outDir);
      const ms = Math.round(performance.now() - started);
      log(`pre-compressed: ${written.length} .br and .gz files written in ${ms} ms`);
    },
  };
}
