import { giftCardStreamId, pointsStreamId } from '@shop/contracts';
import { WrongExpectedVersionError } from '../../../platform/event-store/event-store.errors';

/** Losing a race for a gift card's or a points ledger's balance: read and decide this many times. */
const BALANCE_ATTEMPTS = 5;

const BALANCE_STREAMS = [giftCardStreamId(''), pointsStreamId('')];

/**
 * Runs `attempt` (which reads a gift card's or a customer's points balance, decides, and appends
 * at the version it read) again when another purchase wrote to that balance in between: the
 * append fails on the version, nothing was written, and the next round reads the balance anew.
 */
export async function decidingAgainOnBalanceRace<T>(attempt: () => Promise<T>): Promise<T> {
  for (let round = 1; ; round++) {
    try {
      return await attempt();
    } catch (error) {
      const raced =
        error instanceof WrongExpectedVersionError &&
        BALANCE_STREAMS.some((prefix) => error.streamId.startsWith(prefix));
      if (!raced || round >= BALANCE_ATTEMPTS) throw error;
    }
  }
}
