import { describe, expect, it } from 'vitest';
import { claimChunkReload, isChunkLoadError } from './chunk-reload';

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://shop.example/assets/payment-1a2b.js',
    'error loading dynamically imported module: https://shop.example/assets/payment-1a2b.js',
    'Loading chunk 42 failed.',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/routes-9f8e.css',
  ])('recognises “%s”', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Oops! Something went wrong – please try again.'))).toBe(
      false,
    );
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('claimChunkReload', () => {
  const error = new TypeError('Failed to fetch dynamically imported module: /assets/a.js');

  it('allows one reload per address', () => {
    expect(claimChunkReload(error, 'https://shop.example/payment')).toBe(true);
    expect(claimChunkReload(error, 'https://shop.example/payment')).toBe(false);
  });

  it('allows a reload at another address', () => {
    expect(claimChunkReload(error, 'https://shop.example/payment')).toBe(true);
    expect(claimChunkReload(error, 'https://shop.example/checkout/1')).toBe(true);
  });

  it('never reloads for an ordinary error', () => {
    expect(claimChunkReload(new Error('boom'), 'https://shop.example/')).toBe(false);
  });
});
