import { exec } from '../database/sql-database';
import { testDialects } from '../database/scratch-database';
import { event, openStore, shopper, tallyProjection } from './event-store.test-kit';
import { compareTables, rebuildProjection } from './projection-rebuild';

describe.each(testDialects())('projection rebuild on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof openStore>>;
  const projection = tallyProjection('tally', 'tally');

  beforeEach(async () => {
    t = await openStore(dialect);
    await t.createTable('tally');
    t.registry.register(projection);
    // A few hundred streams with adds, changes and removals, appended through the live path.
    for (let i = 0; i < 300; i++) {
      const events = [event('Added'), ...Array.from({ length: i % 4 }, () => event('Changed'))];
      if (i % 7 === 0) events.push(event('Removed'));
      await t.store.append(`basket-${i}`, 'no_stream', events, shopper);
    }
  });
  afterEach(async () => {
    await t.close();
  });

  it('replays the log into a fresh table equal to the live one', async () => {
    const before = await t.documents('tally');
    const progress: number[] = [];
    const result = await rebuildProjection(t.sql, t.store, projection, {
      batchSize: 100,
      onProgress: ({ read }) => progress.push(read),
    });
    expect(result).toMatchObject({ differences: [], swapped: true, documents: 300 });
    expect(progress.at(-1)).toBe(result.eventsRead);
    expect(await t.documents('tally')).toEqual(before);
    expect(Object.keys(before)).toHaveLength(300 - Math.ceil(300 / 7));
    // The live path keeps writing to the swapped-in table.
    await t.store.append('basket-new', 'no_stream', [event('Added')], shopper);
    expect((await t.documents('tally'))['basket-new']).toEqual({ count: 1, types: ['Added'] });
  });

  it('reports a live table that drifted from the log, and repairs it', async () => {
    await t.sql.transaction(() => exec("DELETE FROM tally WHERE id = 'basket-1'"));
    const check = await rebuildProjection(t.sql, t.store, projection, { dryRun: true });
    expect(check).toMatchObject({ differences: ['basket-1'], swapped: false });
    await rebuildProjection(t.sql, t.store, projection);
    expect((await t.documents('tally'))['basket-1']).toEqual({
      count: 2,
      types: ['Added', 'Changed'],
    });
    await t.createTable('tally_copy');
    await t.sql.transaction(() => exec('INSERT INTO tally_copy SELECT * FROM tally'));
    expect(await compareTables(t.sql, 'tally', 'tally_copy')).toEqual([]);
  });
});
