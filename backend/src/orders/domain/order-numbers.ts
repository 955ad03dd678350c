/**
 * Order and tracking numbers. Randomness comes in from outside (`randomInt`, uniform in
 * [0, max)), so the domain stays pure and tests can pin it.
 */
export type RandomInt = (max: number) => number;

/** `P` + 7 digits, never starting with 0: what a shopper reads out on the phone. */
export function newOrderNumber(randomInt: RandomInt): string {
  return `P${1_000_000 + randomInt(9_000_000)}`;
}

/** Letters and digits that cannot be misread (no 0/O, 1/I). */
const TRACKING_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const TRACKING_LENGTH = 10;

/** `TN` + 10 characters: about 10^15 possibilities, so one cannot be guessed from another. */
export function newTrackingNumber(randomInt: RandomInt): string {
  let number = 'TN';
  for (let i = 0; i < TRACKING_LENGTH; i++) {
    number += TRACKING_ALPHABET[randomInt(TRACKING_ALPHABET.length)];
  }
  return number;
}

export const TRACKING_NUMBER_FORMAT = /^TN[A-HJ-NP-Z2-9]{10}$/;
