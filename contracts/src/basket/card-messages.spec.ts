import { cardOption, isMessageOverflowing, messageLimits } from './card-messages';

describe('card message limits (DOMAIN.md)', () => {
  it('knows the three cards', () => {
    expect(cardOption('standard')).toMatchObject({
      name: 'Standard Card',
      price: 0,
      characters: 300,
      lines: 8,
    });
    expect(cardOption('premium-a6')).toMatchObject({
      name: 'Premium A6 Card',
      price: 225,
      characters: 400,
      lines: 10,
    });
    expect(cardOption('premium-a5')).toMatchObject({
      name: 'Premium A5 Card',
      price: 350,
      characters: 600,
      lines: 14,
    });
  });

  it('letterbox flowers allow 200 characters and 6 lines on any card', () => {
    expect(messageLimits('Letterbox', 'premium-a5')).toEqual({ characters: 200, lines: 6 });
    expect(messageLimits('Flowers', 'premium-a5')).toEqual({ characters: 600, lines: 14 });
  });

  it('overflows past the character limit, counting after trimming', () => {
    const limits = { characters: 10, lines: 3 };
    expect(isMessageOverflowing('1234567890', limits)).toBe(false);
    expect(isMessageOverflowing('12345678901', limits)).toBe(true);
    expect(isMessageOverflowing('   1234567890   ', limits)).toBe(false);
  });

  it('overflows past the line limit, whatever the line endings', () => {
    const limits = { characters: 100, lines: 3 };
    expect(isMessageOverflowing('a\nb\nc', limits)).toBe(false);
    expect(isMessageOverflowing('a\r\nb\r\nc\r\nd', limits)).toBe(true);
  });

  it('counts an emoji as one character', () => {
    expect(isMessageOverflowing('🌹🌹', { characters: 2, lines: 1 })).toBe(false);
  });
});
