import { GIFT_CARD_CODE_ALPHABET, normaliseGiftCardCode } from '@shop/contracts';
import { randomBytes } from 'node:crypto';
import { newGiftCardCode, type RandomBytes } from './gift-card-code';

/** Hands out the given bytes in order, recording how many each call asked for. */
function scripted(bytes: number[]) {
  const asked: number[] = [];
  const source: RandomBytes = (size) => {
    asked.push(size);
    if (bytes.length < size) throw new Error('out of scripted bytes');
    return Uint8Array.from(bytes.splice(0, size));
  };
  return { source, asked };
}

describe('newGiftCardCode', () => {
  it('makes 16 characters of the unambiguous alphabet, in the stored form', () => {
    for (let i = 0; i < 200; i++) {
      const code = newGiftCardCode(randomBytes);
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{16}$/);
      expect(normaliseGiftCardCode(code)).toBe(code);
    }
  });

  it('maps each byte onto the 32 letters without bias (256 is a multiple of 32)', () => {
    const { source } = scripted([0, 31, 32, 255, ...Array.from({ length: 12 }, (_, i) => i)]);
    expect(newGiftCardCode(source)).toBe('A9A9ABCDEFGHJKLM');
  });

  it('throws away bytes past the last whole round of the alphabet and draws again', () => {
    // Three letters: 255 = 3 × 85, so bytes 255 would favour 'a' and are rejected.
    const { source, asked } = scripted([255, 1, 255, 255, 2, 3, 0]);
    expect(newGiftCardCode(source, 'abc', 4)).toBe('bcaa');
    expect(asked).toEqual([4, 3]);
  });

  it('spreads characters evenly over many codes', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 2000; i++) {
      for (const ch of newGiftCardCode(randomBytes)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    }
    expect(counts.size).toBe(GIFT_CARD_CODE_ALPHABET.length);
    // 1,000 expected per character; a biased mapping (e.g. one letter twice as likely) shows.
    for (const count of counts.values()) expect(Math.abs(count - 1000)).toBeLessThan(200);
  });
});
