import { sniffCardImageType } from './card-image-type';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])),
  );

describe('sniffCardImageType', () => {
  it('recognises JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffCardImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(sniffCardImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffCardImageType(bytes('RIFF', 1, 2, 3, 4, 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses anything else, however it is named', () => {
    expect(sniffCardImageType(bytes('GIF89a'))).toBeNull();
    expect(sniffCardImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffCardImageType(bytes('RIFF', 1, 2, 3, 4, 'WAVEfmt '))).toBeNull();
    expect(sniffCardImageType(bytes(0x89, 'PNG'))).toBeNull();
    expect(sniffCardImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffCardImageType(new Uint8Array())).toBeNull();
  });
});
