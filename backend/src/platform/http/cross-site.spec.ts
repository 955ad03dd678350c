import { isCrossSite } from './cross-site';

describe('isCrossSite', () => {
  const host = 'shop.example';
  it('trusts Fetch Metadata first', () => {
    expect(isCrossSite({ secFetchSite: 'cross-site', host, allowedOrigins: [] })).toBe(true);
    expect(isCrossSite({ secFetchSite: 'same-origin', host, allowedOrigins: [] })).toBe(false);
    expect(isCrossSite({ secFetchSite: 'none', host, allowedOrigins: [] })).toBe(false);
  });
  it('falls back to comparing Origin with Host', () => {
    expect(isCrossSite({ origin: 'https://shop.example', host, allowedOrigins: [] })).toBe(false);
    expect(isCrossSite({ origin: 'https://evil.example', host, allowedOrigins: [] })).toBe(true);
    expect(isCrossSite({ origin: 'null', host, allowedOrigins: [] })).toBe(true);
  });
  it('allows configured origins', () => {
    expect(
      isCrossSite({ origin: 'https://app.example', host, allowedOrigins: ['https://app.example'] }),
    ).toBe(false);
  });
  it('lets requests without Origin or Fetch Metadata through (non-browser clients)', () => {
    expect(isCrossSite({ host, allowedOrigins: [] })).toBe(false);
  });
});
