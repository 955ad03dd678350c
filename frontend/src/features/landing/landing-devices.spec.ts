import { describe, expect, it } from 'vitest';
import { deviceClass } from './landing-devices';

describe('deviceClass', () => {
  it('shows a module flagged for both kinds of screen everywhere', () => {
    expect(deviceClass({ mobile: true, desktop: true })).toBe('');
  });

  it('hides a phone-only module on wide screens and a desktop-only one on phones', () => {
    expect(deviceClass({ mobile: true, desktop: false })).toBe('landing-module--phones-only');
    expect(deviceClass({ mobile: false, desktop: true })).toBe('landing-module--wide-only');
  });

  it('draws a module flagged for neither nowhere', () => {
    expect(deviceClass({ mobile: false, desktop: false })).toBeNull();
  });
});
