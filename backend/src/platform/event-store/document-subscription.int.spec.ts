import { testDialects } from '../testing/test-database';
import { DocumentSubscription } from './document-subscription';
import { event, openStore, shopper, tallyProjection } from './event-store.test-kit';

describe.each(testDialects())('async document subscription on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof openStore>>;

  beforeEach(async () => {
    t = await openStore(dialect);
    await t.createTable('tally_async');
  });
  afterEach(async () => {
    await t.close();
  });

  const subscription = () =>
    new DocumentSubscription(t.store, t.sql, tallyProjection('tally-async', 'tally_async'), 2);

  it('applies events in batches and stores its checkpoint with the read model', async () => {
    await t.store.append('basket-a', 'no_stream', [event('Added'), event('Changed')], shopper);
    await t.store.append('basket-b', 'no_stream', [event('Added')], shopper);
    const first = subscription();
    expect(await first.catchUp()).toBe(3);
    expect(await t.documents('tally_async')).toEqual({
      'basket-a': { count: 2, types: ['Added', 'Changed'] },
      'basket-b': { count: 1, types: ['Added'] },
    });
    const last = (await t.store.readAll()).at(-1)!.position;
    expect(await first.storedCheckpoint()).toBe(last);
  });

  it('resumes after a restart without applying anything twice', async () => {
    await t.store.append('basket-a', 'no_stream', [event('Added')], shopper);
    await subscription().catchUp();
    await t.store.append('basket-a', 1, [event('Changed')], shopper);
    const restarted = subscription();
    expect(await restarted.catchUp()).toBe(1);
    expect(await restarted.catchUp()).toBe(0);
    expect(await t.documents('tally_async')).toEqual({
      'basket-a': { count: 2, types: ['Added', 'Changed'] },
    });
  });

  it('writes no checkpoint when no event was applied', async () => {
    await t.store.append('other-1', 'no_stream', [event('Ignored')], shopper);
    const ignoring = subscription();
    expect(await ignoring.catchUp()).toBe(0);
    const rows = await t.sql.query('SELECT subscriber FROM checkpoints');
    expect(rows).toEqual([]);
  });

  it('two instances racing over the same events apply each exactly once', async () => {
    for (let i = 0; i < 10; i++) {
      await t.store.append(`basket-${i}`, 'no_stream', [event('Added'), event('Changed')], shopper);
    }
    await Promise.all([subscription().catchUp(), subscription().catchUp()]);
    const documents = await t.documents('tally_async');
    expect(Object.keys(documents)).toHaveLength(10);
    for (const doc of Object.values(documents))
      expect(doc).toEqual({ count: 2, types: ['Added', 'Changed'] });
  });
});
