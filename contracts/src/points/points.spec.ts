import { POINTS_MESSAGES } from './points';

describe('Posy Points messages (spec 000 §8, word for word)', () => {
  it('are the spec’s notices and failure message', () => {
    expect(POINTS_MESSAGES.failure).toBe(
      'Oops! Something went wrong when redeeming your Posy Points™ - please refresh the page and try again.',
    );
    expect(POINTS_MESSAGES.subscription).toBe('You cannot redeem Posy Points™ on a subscription.');
    expect(POINTS_MESSAGES.freeOrder).toBe('You cannot redeem Posy Points™ on a free order.');
    expect(POINTS_MESSAGES.noPoints).toBe('You do not have any Posy Points™ to redeem.');
  });
});
