import { isCrossSite } from './cross-site';

describe('isCrossSite', () => {
  const allowedOrigins = ['https://shop.example'];
  it('trusts Fetch Metadata first', () => {
    expect(isCrossSite({ secFetchSite: 'cross-site', allowedOrigins })).toBe(true);
    expect(
      isCrossSite({ secFetchSite: 'cross-site', origin: 'https://shop.example', allowedOrigins }),
    ).toBe(true);
    expect(isCrossSite({ secFetchSite: 'same-origin', allowedOrigins })).toBe(false);
    expect(isCrossSite({ secFetchSite: 'none', allowedOrigins })).toBe(false);
  });
  it('checks the Origin of a same-site request', () => {
    expect(
      isCrossSite({
        secFetchSite: 'same-site',
        origin: 'https://blog.shop.example',
        allowedOrigins,
      }),
    ).toBe(true);
  });
  it('falls back to comparing Origin with the public origin, whatever the Host', () => {
    expect(isCrossSite({ origin: 'https://shop.example', allowedOrigins })).toBe(false);
    expect(isCrossSite({ origin: 'https://evil.example', allowedOrigins })).toBe(true);
    expect(isCrossSite({ origin: 'null', allowedOrigins })).toBe(true);
  });
  it('allows configured origins', () => {
    expect(
      isCrossSite({
        origin: 'https://app.example',
        allowedOrigins: [...allowedOrigins, 'https://app.example'],
      }),
    ).toBe(false);
  });
  it('lets requests without Origin or Fetch Metadata through (non-browser clients)', () => {
    expect(isCrossSite({ allowedOrigins })).toBe(false);
  });
});
