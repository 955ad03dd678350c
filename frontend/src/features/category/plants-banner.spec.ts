import { describe, expect, it } from 'vitest';
import { showsPotBanner } from './plants-banner';

describe('showsPotBanner', () => {
  it.each(['house-plants', 'flowering-plants', 'plants', 'large-plants-for-the-home'])(
    'explains the pot option on %s',
    (slug) => {
      expect(showsPotBanner(slug)).toBe(true);
    },
  );

  it.each(['christmas-plants', 'flowers', 'hampers', 'greetings-cards', 'plant-care'])(
    'leaves %s without the pot banner',
    (slug) => {
      expect(showsPotBanner(slug)).toBe(false);
    },
  );
});
