import { testDialects } from '../database/scratch-database';
import { event, openStore, shopper, tallyProjection } from './event-store.test-kit';

describe.each(testDialects())('event store snapshots and large appends on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof openStore>>;

  beforeEach(async () => {
    t = await openStore(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  it('reads every event of a stream that has no snapshot', async () => {
    await t.store.append('basket-a', 'no_stream', [event('Added'), event('Changed')], shopper);
    const read = await t.store.readSinceSnapshot('basket-a', 'tally-v1');
    expect(read.snapshot).toBeNull();
    expect(read.events.map((e) => e.streamVersion)).toEqual([1, 2]);
    expect(read.version).toBe(2);
    expect(await t.store.readSinceSnapshot('basket-new', 'tally-v1')).toEqual({
      snapshot: null,
      events: [],
      version: 0,
    });
  });

  it('reads the snapshot written with an append and only the events after it', async () => {
    await t.store.append('basket-a', 'no_stream', [event('Added'), event('Changed')], shopper, {
      snapshot: { name: 'tally-v1', state: { count: 2 } },
    });
    let read = await t.store.readSinceSnapshot('basket-a', 'tally-v1');
    expect(read).toEqual({ snapshot: { version: 2, state: { count: 2 } }, events: [], version: 2 });

    await t.store.append('basket-a', 2, [event('Changed', { n: 3 })], shopper);
    read = await t.store.readSinceSnapshot('basket-a', 'tally-v1');
    expect(read.snapshot).toEqual({ version: 2, state: { count: 2 } });
    expect(read.events.map((e) => e.data)).toEqual([{ n: 3 }]);
    expect(read.version).toBe(3);

    // Another shape's name does not see it; the log itself is untouched.
    expect((await t.store.readSinceSnapshot('basket-a', 'tally-v2')).events).toHaveLength(3);
    expect(await t.store.readStream('basket-a')).toHaveLength(3);
  });

  it('replaces the snapshot on each append that carries one', async () => {
    await t.store.append('basket-a', 'no_stream', [event('Added')], shopper, {
      snapshot: { name: 'tally-v1', state: { count: 1 } },
    });
    await t.store.append('basket-a', 1, [event('Changed')], shopper, {
      snapshot: { name: 'tally-v1', state: { count: 2 } },
    });
    expect(await t.store.readSinceSnapshot('basket-a', 'tally-v1')).toEqual({
      snapshot: { version: 2, state: { count: 2 } },
      events: [],
      version: 2,
    });
  });

  it('rolls the snapshot back with an append that fails', async () => {
    await t.createTable('tally_docs');
    t.registry.register(tallyProjection('tally', 'tally_docs'));
    await t.store.append('basket-a', 'no_stream', [event('Added')], shopper, {
      snapshot: { name: 'tally-v1', state: { count: 1 } },
    });
    await expect(
      t.store.append('basket-a', 1, [event('Poison')], shopper, {
        snapshot: { name: 'tally-v1', state: { count: 99 } },
      }),
    ).rejects.toThrow('projection refused the event');
    expect((await t.store.readSinceSnapshot('basket-a', 'tally-v1')).snapshot).toEqual({
      version: 1,
      state: { count: 1 },
    });
  });

  it('appends 10,000 events in one append (more than one statement can carry)', async () => {
    const events = Array.from({ length: 10_000 }, (_, i) => event('Added', { i }));
    const result = await t.store.append('basket-big', 'no_stream', events, shopper);
    expect(result.nextExpectedVersion).toBe(10_000);
    const stored = await t.store.readStream('basket-big');
    expect(stored).toHaveLength(10_000);
    expect(stored[9_999]).toMatchObject({ streamVersion: 10_000, data: { i: 9_999 } });
    expect(new Set(stored.map((e) => e.position)).size).toBe(10_000);
  });
});
