/** The encodings the storefront keeps pre-compressed copies in, best first. */
export type PrecompressedEncoding = 'br' | 'gzip';

const PREFERENCE: readonly PrecompressedEncoding[] = ['br', 'gzip'];

/** `1`, `0.5`, `0.001`, `1.000`: RFC 9110's qvalue. */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** Each listed coding (lower case, `*` included) with its weight; malformed entries are left out. */
function weights(acceptEncoding: string): Map<string, number> {
  const listed = new Map<string, number>();
  for (const entry of acceptEncoding.split(',')) {
    const [coding, ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (!coding) continue;
    let q = 1;
    for (const param of params) {
      const [name, value = ''] = param.split('=').map((part) => part.trim());
      if (name !== 'q') continue;
      q = QVALUE.test(value) ? Number(value) : NaN;
    }
    if (!Number.isNaN(q)) listed.set(coding, q);
  }
  return listed;
}

/**
 * The encoding to answer in, of those `available`, for a request's `Accept-Encoding`: the one
 * the client weighs highest, brotli before gzip when it weighs them equally, never one it gives
 * `q=0` (itself or through `*`). `null` means the raw bytes (`identity`), as for no header.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: { readonly size: number; has(encoding: PrecompressedEncoding): boolean },
): PrecompressedEncoding | null {
  if (!acceptEncoding || available.size === 0) return null;
  const listed = weights(acceptEncoding);
  let best: PrecompressedEncoding | null = null;
  let bestQ = 0;
  for (const encoding of PREFERENCE) {
    if (!available.has(encoding)) continue;
    const q = listed.get(encoding) ?? (encoding === 'gzip' ? listed.get('x-gzip') : undefined);
    const weight = q ?? listed.get('*') ?? 0;
    if (weight > bestQ) {
      best = encoding;
      bestQ = weight;
    }
  }
  return best;
}
