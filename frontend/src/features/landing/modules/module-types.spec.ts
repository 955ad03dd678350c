import { describe, expect, it } from 'vitest';
import { MODULE_COMPONENTS } from './module-components';
import { isKnownModuleType, isStaticModuleType } from './module-types';

describe('module types', () => {
  it('knows exactly the types that have a component, and any WhyChoose… type', () => {
    for (const type of Object.keys(MODULE_COMPONENTS)) expect(isKnownModuleType(type)).toBe(true);
    expect(isKnownModuleType('WhyChooseChristmasHampers')).toBe(true);
    expect(isKnownModuleType('NoSuchModule')).toBe(false);
    expect(isKnownModuleType('toString')).toBe(false);
  });

  it('calls only modules without buttons or timers static', () => {
    expect(isStaticModuleType('Categories')).toBe(true);
    expect(isStaticModuleType('NotificationBanner')).toBe(true);
    for (const type of ['FourProductCarousel', 'AvailableSoonest', 'WhyChooseFlowers']) {
      expect(isStaticModuleType(type)).toBe(false);
    }
    for (const type of Object.keys(MODULE_COMPONENTS)) {
      if (isStaticModuleType(type)) expect(isKnownModuleType(type)).toBe(true);
    }
  });
});
