import { testDialects } from '../database/scratch-database';
import { DocumentSubscription } from './document-subscription';
import { event, openStore, shopper, tallyProjection } from './event-store.test-kit';

/**
 * Catches up until the checkpoint reaches `position`. On PostgreSQL the gap-safe read hides
 * events while any older transaction (another test's) is open, so one pass may stop short.
 */
async function catchUpTo(subscription: DocumentSubscription, position: number): Promise<number> {
  const deadline = Date.now() + 10000;
  let applied = await subscription.catchUp();
  while ((await subscription.storedCheckpoint()) !== position && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    applied += await subscription.catchUp();
  }
  return applied;
}

describe.each(testDialects())('async document subscription on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof openStore>>;

  beforeEach(async () => {
    t = await openStore(dialect);
    await t.createTable('tally_async');
  });
  afterEach(async () => {
    await t.close();
  });

  const subscription = (batchSize = 2) =>
    new DocumentSubscription(
      t.store,
      t.sql,
      tallyProjection('tally-async', 'tally_async'),
      batchSize,
    );
  const append = async (stream: string, types: string[]) =>
    (
      await t.store.append(
        stream,
        'no_stream',
        types.map((type) => event(type)),
        shopper,
      )
    ).lastPosition;

  it('applies events in batches and stores its checkpoint with the read model', async () => {
    await append('basket-a', ['Added', 'Changed']);
    const last = await append('basket-b', ['Added']);
    const first = subscription();
    expect(await catchUpTo(first, last)).toBe(3);
    expect(await t.documents('tally_async')).toEqual({
      'basket-a': { count: 2, types: ['Added', 'Changed'] },
      'basket-b': { count: 1, types: ['Added'] },
    });
    expect(await first.storedCheckpoint()).toBe(last);
  });

  it('resumes after a restart without applying anything twice', async () => {
    const first = await append('basket-a', ['Added']);
    await catchUpTo(subscription(), first);
    const second = (await t.store.append('basket-a', 1, [event('Changed')], shopper)).lastPosition;
    const restarted = subscription();
    expect(await catchUpTo(restarted, second)).toBe(1);
    expect(await restarted.catchUp()).toBe(0);
    expect(await t.documents('tally_async')).toEqual({
      'basket-a': { count: 2, types: ['Added', 'Changed'] },
    });
  });

  it('writes no checkpoint when no event was applied', async () => {
    await append('other-1', ['Ignored']);
    expect(await subscription().catchUp()).toBe(0);
    expect(await t.sql.query('SELECT subscriber FROM checkpoints')).toEqual([]);
  });

  it('four instances racing over the same events apply each exactly once', async () => {
    let last = 0;
    for (let i = 0; i < 20; i++) last = await append(`basket-${i}`, ['Added', 'Changed']);
    const racers = [subscription(1), subscription(1), subscription(1), subscription(1)];
    await Promise.all(racers.map((racer) => catchUpTo(racer, last)));
    const documents = await t.documents('tally_async');
    expect(Object.keys(documents)).toHaveLength(20);
    for (const doc of Object.values(documents)) {
      expect(doc).toEqual({ count: 2, types: ['Added', 'Changed'] });
    }
    expect(await subscription().storedCheckpoint()).toBe(last);
  });

  it('does not apply again what another instance applied past its cursor', async () => {
    const first = await append('basket-a', ['Added']);
    const behind = subscription();
    await catchUpTo(behind, first);
    // Another instance applies the next event while this one is idle.
    const second = await append('basket-b', ['Added', 'Changed']);
    await catchUpTo(subscription(), second);
    expect(await behind.catchUp()).toBe(0);
    expect(await t.documents('tally_async')).toEqual({
      'basket-a': { count: 1, types: ['Added'] },
      'basket-b': { count: 2, types: ['Added', 'Changed'] },
    });
    expect(await subscription().storedCheckpoint()).toBe(second);
  });
});
