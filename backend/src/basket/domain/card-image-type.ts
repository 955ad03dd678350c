import type { CardImageType } from '@shop/contracts';

/**
 * The type a photo's first bytes say it is, whatever the browser claimed: a JPEG starts
 * FF D8 FF, a PNG with its eight-byte signature, a WebP with 'RIFF', a size and 'WEBP'.
 * Null for anything else.
 */
export function sniffCardImageType(bytes: Uint8Array): CardImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes.subarray(8), ascii('WEBP'))) {
    return 'image/webp';
  }
  return null;
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
}
