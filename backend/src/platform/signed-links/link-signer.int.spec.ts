import { openTestDataSource, testDialects } from '../database/scratch-database';
import { LinkSigner } from './link-signer';

describe.each(testDialects())('signed links on %s', (dialect) => {
  let db: Awaited<ReturnType<typeof openTestDataSource>>;
  beforeEach(async () => {
    db = await openTestDataSource(dialect);
  });
  afterEach(async () => {
    await db.close();
  });

  it('signs inside a transaction with the key every instance verifies with', async () => {
    const first = new LinkSigner(db.sql);
    const token = await db.sql.transaction(() => first.signWork('reminder', 'abc'));
    expect(token).toMatch(/^abc\.[A-Za-z0-9_-]{43}$/);
    const other = new LinkSigner(db.sql);
    expect(await other.verify('reminder', token)).toBe('abc');
    expect(await other.verify('sign-in-link', token)).toBeNull();
    expect(await db.sql.transaction(() => other.signWork('reminder', 'abc'))).toBe(token);
  });

  it('does not keep a key made in a transaction that rolled back', async () => {
    const signer = new LinkSigner(db.sql);
    let lost = '';
    await expect(
      db.sql.transaction(function* () {
        lost = yield* signer.signWork('reminder', 'abc');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const kept = await signer.sign('reminder', 'abc');
    expect(await db.sql.transaction(() => signer.signWork('reminder', 'abc'))).toBe(kept);
    expect(await new LinkSigner(db.sql).verify('reminder', kept)).toBe('abc');
    // The lost key signed something no instance accepts (a new key was made: 1 in 2^256 alike).
    expect(await new LinkSigner(db.sql).verify('reminder', lost)).toBeNull();
  });
});
