import { QueryBus } from '@nestjs/cqrs';
import {
  emptyCheckoutState,
  type RecordedEvent,
  type SupportBasketStateResponse,
} from '@shop/contracts';
import { checkoutStateProjection, foldCheckoutState } from '../../../basket';
import { testDialects } from '../../../platform/database/scratch-database';
import { EventStore } from '../../../platform/event-store/event-store';
import { createTestApp } from '../../../testing/test-app';
import { diffCheckout } from '../../domain/checkout-diff';
import { BasketState } from '../../queries/basket-state/basket-state.query';
import { longBasketHistory } from '../../support.test-kit';
import { BasketHistoryQueries } from '../basket-history/basket-history.queries';
import { REPLAY_SNAPSHOT_EVERY } from './replay-snapshots';

const HISTORY = 2000;
const EVERY = REPLAY_SNAPSHOT_EVERY;
const SAMPLES = [0, 1, 2, 99, 100, 101, 150, 199, 200, 201, 1000, 1234, 1999, 2000];

// Stepping through 2,001 versions is 4,000 queries: on PostgreSQL, beside every other suite on
// two cores, that can pass jest's 30 s. The assertions count folds and reads, never time.
jest.setTimeout(180_000);

describe.each(testDialects())('replaying a 2,000-event basket on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let events: RecordedEvent[];
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    const store = t.app.get(EventStore);
    const history = longBasketHistory(HISTORY);
    for (const basket of ['basket-stepping-up', 'basket-stepping-down']) {
      await store.append(basket, 'no_stream', history, {
        actor: { kind: 'shopper', sessionId: basket },
      });
    }
    events = await store.readStream('basket-stepping-up');
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => jest.restoreAllMocks());

  /** The answer as the replay gave it when it folded the whole history twice per step. */
  function foldedFromScratch(basketId: string, version: number): SupportBasketStateResponse {
    const state = foldCheckoutState(events.slice(0, version));
    const previous = version >= 2 ? foldCheckoutState(events.slice(0, version - 1)) : null;
    const changes = version === 0 ? [] : diffCheckout(previous ?? emptyCheckoutState(), state);
    return { basketId, version, currentVersion: HISTORY, state, previous, changes };
  }

  /** One replay request per version, as an agent steps: the events each step folded and read. */
  async function step(basketId: string, versions: (number | undefined)[]) {
    const evolve = jest.spyOn(checkoutStateProjection, 'evolve');
    const reads = jest.spyOn(t.app.get(BasketHistoryQueries), 'eventsBetween');
    const steps: { answer: SupportBasketStateResponse; folded: number; read: number }[] = [];
    for (const version of versions) {
      evolve.mockClear();
      reads.mockClear();
      const answer = await t.app.get(QueryBus).execute(new BasketState(basketId, version));
      const read = await Promise.all(reads.mock.results.map((r) => r.value));
      steps.push({ answer, folded: evolve.mock.calls.length, read: read.flat().length });
    }
    return steps;
  }

  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

  function expectSamplesAsFoldedFromScratch(
    basketId: string,
    answers: SupportBasketStateResponse[],
  ) {
    for (const version of SAMPLES) {
      const answer = answers.find((a) => a.version === version);
      expect(JSON.stringify(answer)).toBe(JSON.stringify(foldedFromScratch(basketId, version)));
    }
  }

  it('stepping up through every version folds and reads at most one snapshot interval a step', async () => {
    const versions = Array.from({ length: HISTORY + 1 }, (_, n) => n);
    const steps = await step('basket-stepping-up', versions);
    expect(steps.map((s) => s.answer.version)).toEqual(versions);
    expect(Math.max(...steps.map((s) => s.folded))).toBe(EVERY);
    expect(Math.max(...steps.map((s) => s.read))).toBe(EVERY);
    expect(sum(steps.map((s) => s.folded))).toBeLessThanOrEqual((HISTORY + 1) * EVERY);
    expectSamplesAsFoldedFromScratch(
      'basket-stepping-up',
      steps.map((s) => s.answer),
    );
  });

  it('stepping down from the current version folds the history once, then at most one interval a step', async () => {
    const versions = [undefined, ...Array.from({ length: HISTORY }, (_, n) => HISTORY - 1 - n)];
    const [first, ...rest] = await step('basket-stepping-down', versions);
    expect(first.answer.version).toBe(HISTORY);
    expect(first.folded).toBe(HISTORY);
    expect(Math.max(...rest.map((s) => s.folded))).toBeLessThanOrEqual(EVERY);
    expect(Math.max(...rest.map((s) => s.read))).toBeLessThanOrEqual(EVERY);
    expect(sum(rest.map((s) => s.folded))).toBeLessThanOrEqual(HISTORY * EVERY);
    expectSamplesAsFoldedFromScratch('basket-stepping-down', [
      first.answer,
      ...rest.map((s) => s.answer),
    ]);
  });

  it('answers any version of a stepped-through basket folding at most one interval', async () => {
    for (const { answer, folded } of await step('basket-stepping-up', SAMPLES)) {
      expect(folded).toBeLessThanOrEqual(EVERY);
      expect(JSON.stringify(answer)).toBe(
        JSON.stringify(foldedFromScratch('basket-stepping-up', answer.version)),
      );
    }
  });
});
