import { Client } from 'pg';
import { testDialects } from '../database/scratch-database';
import { EmptyAppendError, WrongExpectedVersionError } from './event-store.errors';
import { event, openStore, readAllFrom, shopper, tallyProjection } from './event-store.test-kit';

describe.each(testDialects())('event store contract on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof openStore>>;

  beforeEach(async () => {
    t = await openStore(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  it('appends to a new stream and reads it back with metadata', async () => {
    const result = await t.store.append(
      'basket-a',
      'no_stream',
      [event('Added', { sku: 'ROSE' })],
      shopper,
    );
    expect(result.nextExpectedVersion).toBe(1);
    const [stored] = await t.store.readStream('basket-a');
    expect(stored).toMatchObject({
      streamId: 'basket-a',
      streamVersion: 1,
      type: 'Added',
      data: { sku: 'ROSE' },
      position: result.lastPosition,
      metadata: {
        correlationId: 'request-1',
        causationId: null,
        sessionId: 'session-1',
        actor: { kind: 'shopper', sessionId: 'session-1' },
        occurredAt: '2026-06-04T10:00:00.000Z',
      },
    });
    expect(stored.metadata.eventId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('of two appends at the same expected version exactly one succeeds', async () => {
    await t.store.append('basket-a', 'no_stream', [event('Added')], shopper);
    const outcomes = await Promise.allSettled([
      t.store.append('basket-a', 1, [event('Changed', { by: 'first' })], shopper),
      t.store.append('basket-a', 1, [event('Changed', { by: 'second' })], shopper),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const rejected = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toBeInstanceOf(WrongExpectedVersionError);
    const stream = await t.store.readStream('basket-a');
    expect(stream.map((e) => e.streamVersion)).toEqual([1, 2]);
  });

  it('refuses a stale or a future expected version and a no_stream on an existing stream', async () => {
    await t.store.append('basket-a', 'no_stream', [event('Added'), event('Changed')], shopper);
    await expect(t.store.append('basket-a', 1, [event('Changed')], shopper)).rejects.toMatchObject({
      name: 'WrongExpectedVersionError',
      actual: 2,
    });
    await expect(t.store.append('basket-a', 5, [event('Changed')], shopper)).rejects.toBeInstanceOf(
      WrongExpectedVersionError,
    );
    await expect(
      t.store.append('basket-a', 'no_stream', [event('Changed')], shopper),
    ).rejects.toBeInstanceOf(WrongExpectedVersionError);
    await expect(t.store.append('basket-b', 0, [event('Added')], shopper)).resolves.toMatchObject({
      nextExpectedVersion: 1,
    });
    expect(await t.store.streamVersion('basket-a')).toBe(2);
  });

  it('refuses an empty append and writes nothing', async () => {
    await expect(t.store.append('basket-a', 'no_stream', [], shopper)).rejects.toBeInstanceOf(
      EmptyAppendError,
    );
    expect(await t.store.readStream('basket-a')).toEqual([]);
  });

  it('reads a stream up to a version, for replay', async () => {
    await t.store.append(
      'basket-a',
      'no_stream',
      [event('Added'), event('Changed'), event('Changed')],
      shopper,
    );
    const firstTwo = await t.store.readStream('basket-a', { toVersion: 2 });
    expect(firstTwo.map((e) => e.streamVersion)).toEqual([1, 2]);
  });

  it('reads a stream inside a transaction, its own appends included', async () => {
    await t.store.append('points-a', 'no_stream', [event('Added')], shopper);
    const { store } = t;
    const seen = await t.sql.transaction(function* () {
      const before = yield* store.readStreamWork('points-a');
      yield* store.appendManyWork(
        [{ streamId: 'points-a', expected: 1, events: [event('Changed')] }],
        shopper,
      );
      const after = yield* store.readStreamWork('points-a');
      return [before, after].map((read) => read.map((e) => [e.streamVersion, e.type]));
    });
    expect(seen).toEqual([
      [[1, 'Added']],
      [
        [1, 'Added'],
        [2, 'Changed'],
      ],
    ]);
  });

  it('readAll returns every stream in append order and pages by position', async () => {
    await t.store.append('basket-a', 'no_stream', [event('Added', { n: 1 })], shopper);
    await t.store.append('basket-b', 'no_stream', [event('Added', { n: 2 })], shopper);
    await t.store.append(
      'basket-a',
      1,
      [event('Changed', { n: 3 }), event('Changed', { n: 4 })],
      shopper,
    );
    const all = await readAllFrom(t.store, 0, 4);
    expect(all.map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3, 4]);
    expect(all.map((e) => e.streamId)).toEqual(['basket-a', 'basket-b', 'basket-a', 'basket-a']);
    const positions = all.map((e) => e.position);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    const page = await t.store.readAll({ after: positions[1], limit: 1 });
    expect(page.map((e) => e.position)).toEqual([positions[2]]);
    expect(await t.store.readAll({ after: positions[3] })).toEqual([]);
  });

  it('loses nothing under 200 concurrent appends to 20 streams', async () => {
    const appendWithRetry = async (stream: string, n: number) => {
      for (;;) {
        const version = await t.store.streamVersion(stream);
        try {
          await t.store.append(
            stream,
            version === 0 ? 'no_stream' : version,
            [event('Added', { n })],
            shopper,
          );
          return;
        } catch (error) {
          if (!(error instanceof WrongExpectedVersionError)) throw error;
        }
      }
    };
    await Promise.all(
      Array.from({ length: 200 }, (_, i) => appendWithRetry(`basket-${i % 20}`, i)),
    );
    const all = await readAllFrom(t.store, 0, 200);
    expect(all).toHaveLength(200);
    expect(new Set(all.map((e) => e.position)).size).toBe(200);
    expect(new Set(all.map((e) => (e.data as { n: number }).n)).size).toBe(200);
    for (let s = 0; s < 20; s++) {
      const stream = await t.store.readStream(`basket-${s}`);
      expect(stream.map((e) => e.streamVersion)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    }
  });

  it('writes inline projections in the append transaction', async () => {
    await t.createTable('tally');
    t.registry.register(tallyProjection('tally', 'tally'));
    await t.store.append('basket-a', 'no_stream', [event('Added'), event('Changed')], shopper);
    expect(await t.documents('tally')).toEqual({
      'basket-a': { count: 2, types: ['Added', 'Changed'] },
    });
    await t.store.append('basket-a', 2, [event('Removed')], shopper);
    expect(await t.documents('tally')).toEqual({});
  });

  it('rolls the inline projection back with a failed append, and the events with a failed projection', async () => {
    await t.createTable('tally');
    t.registry.register(tallyProjection('tally', 'tally'));
    await t.store.append('basket-a', 'no_stream', [event('Added')], shopper);
    await expect(
      t.store.append('basket-a', 1, [event('Changed'), event('Poison')], shopper),
    ).rejects.toThrow('projection refused the event');
    await expect(t.store.append('basket-a', 0, [event('Changed')], shopper)).rejects.toBeInstanceOf(
      WrongExpectedVersionError,
    );
    expect(await t.store.readStream('basket-a')).toHaveLength(1);
    expect(await t.documents('tally')).toEqual({ 'basket-a': { count: 1, types: ['Added'] } });
  });

  if (dialect === 'postgres') {
    it('does not skip an event whose transaction commits after later appends', async () => {
      await t.store.append('basket-before', 'no_stream', [event('Added')], shopper);
      const [before] = await readAllFrom(t.store, 0, 1);
      const held = new Client({ connectionString: (t.config as { url: string }).url });
      await held.connect();
      try {
        await held.query('BEGIN');
        await held.query(
          `INSERT INTO events (stream_id, stream_version, type, data, metadata)
           VALUES ('basket-held', 1, 'Added', '{}', '{}')`,
        );
        await t.store.append('basket-later', 'no_stream', [event('Added')], shopper);
        // The later event has committed, but reading past it now would skip the held one.
        const whileHeld = await t.store.readAll({ after: before.position });
        expect(whileHeld.map((e) => e.streamId)).not.toContain('basket-later');
        await held.query('COMMIT');
      } finally {
        await held.end();
      }
      const after = await readAllFrom(t.store, before.position, 2);
      expect(after.map((e) => e.streamId).sort()).toEqual(['basket-held', 'basket-later']);
    });
  }
});
