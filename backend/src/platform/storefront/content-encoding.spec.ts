import { chooseEncoding, type PrecompressedEncoding } from './content-encoding';

const both = new Set<PrecompressedEncoding>(['br', 'gzip']);
const gzipOnly = new Set<PrecompressedEncoding>(['gzip']);
const none = new Set<PrecompressedEncoding>();

describe('chooseEncoding', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['GZIP', 'gzip'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br; q=0.0, gzip;q=0.2', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['gzip;q=0, *', 'br'],
  ] as const)('%j answers %s', (header, expected) => {
    expect(chooseEncoding(header, both)).toBe(expected);
  });

  it.each([
    [undefined],
    [''],
    ['identity'],
    ['deflate, zstd'],
    ['br;q=0, gzip;q=0'],
    ['*;q=0'],
    ['identity, *;q=0'],
    // A malformed weight is left out rather than read as 1.
    ['br;q=2, gzip;q=abc'],
  ])('%j answers the raw bytes', (header) => {
    expect(chooseEncoding(header, both)).toBeNull();
  });

  it('offers only the copies there are', () => {
    expect(chooseEncoding('br, gzip', gzipOnly)).toBe('gzip');
    expect(chooseEncoding('br', gzipOnly)).toBeNull();
    expect(chooseEncoding('br, gzip', none)).toBeNull();
  });
});
