import { WrongExpectedVersionError } from '../../../platform/event-store/event-store.errors';
import { decidingAgainOnBalanceRace } from './balance-race';

/** An attempt that loses its race on `streamId` `losses` times, then succeeds. */
function losing(streamId: string, losses: number) {
  let calls = 0;
  const attempt = async () => {
    calls += 1;
    if (calls <= losses) throw new WrongExpectedVersionError(streamId, 3, 4);
    return 'done';
  };
  return { attempt, calls: () => calls };
}

describe('deciding again when a balance was written to meanwhile', () => {
  it("decides again after losing a race on a gift card's or a points ledger's stream", async () => {
    for (const streamId of ['giftcard-ABCDEFGHJKLMNPQR', 'points-cust-1']) {
      const race = losing(streamId, 2);
      await expect(decidingAgainOnBalanceRace(race.attempt)).resolves.toBe('done');
      expect(race.calls()).toBe(3);
    }
  });

  it('gives up after five rounds, and never retries a race on any other stream', async () => {
    const endless = losing('points-cust-1', 99);
    await expect(decidingAgainOnBalanceRace(endless.attempt)).rejects.toBeInstanceOf(
      WrongExpectedVersionError,
    );
    expect(endless.calls()).toBe(5);
    const basket = losing('basket-b1', 1);
    await expect(decidingAgainOnBalanceRace(basket.attempt)).rejects.toBeInstanceOf(
      WrongExpectedVersionError,
    );
    expect(basket.calls()).toBe(1);
  });
});
