import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { PrecompressedEncoding } from './content-encoding';

/** A rendered page kept for a few seconds: what was sent, with its Content-Security-Policy. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  csp: string | null;
}

interface Entry {
  page: CachedPage;
  encoded: Map<PrecompressedEncoding, Buffer>;
  bytes: number;
  expiresAt: number;
}

/** The on-the-fly levels of platform/http/response-compression.ts, paid once per cached page. */
const ENCODERS: Record<PrecompressedEncoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};

/**
 * Server-rendered pages that hold nobody's data, kept in memory for a few seconds (the CDN in
 * front keeps them longer: `s-maxage`), with their brotli and gzip encodings made once: under a
 * burst of shoppers on one product, the page is rendered and compressed once every few seconds
 * rather than once a request. A page is served again exactly as it was sent, as a CDN would. Bounded in bytes, the page used longest ago going first. A TTL of 0 turns it off.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxBytes = 32 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string): CachedPage | undefined {
    return this.entry(key)?.page;
  }

  /** The page with its body in `encoding` (`null`: as rendered), compressed on first use. */
  lookup(
    key: string,
    encoding: PrecompressedEncoding | null,
  ): { page: CachedPage; body: Buffer } | undefined {
    const entry = this.entry(key);
    if (!entry) return undefined;
    if (encoding === null) return { page: entry.page, body: entry.page.body };
    let encoded = entry.encoded.get(encoding);
    if (!encoded) {
      encoded = ENCODERS[encoding](entry.page.body);
      entry.encoded.set(encoding, encoded);
      entry.bytes += encoded.length;
      this.bytes += encoded.length;
      this.trim();
    }
    return { page: entry.page, body: encoded };
  }

  set(key: string, page: CachedPage): void {
    if (!this.enabled) return;
    this.remove(key);
    const entry = { page, encoded: new Map(), bytes: page.body.length, expiresAt: 0 };
    entry.expiresAt = this.now() + this.ttlMs;
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    this.trim();
  }

  private entry(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.remove(key);
      return undefined;
    }
    // Re-inserted: the Map's order is the order of last use.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  private trim(): void {
    for (const key of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) return;
      this.remove(key);
    }
  }
}
