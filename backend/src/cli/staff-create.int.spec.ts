import { Accounts } from '../accounts';
import { ACCOUNT_MESSAGES } from '../accounts';
import { createTestApp } from '../testing/test-app';
import { testDialects } from '../platform/database/scratch-database';
import { parseStaffArgs, runStaffCreate, type StaffCreateIo } from './staff-create-command';

describe('parseStaffArgs', () => {
  it('needs --email and --name with values', () => {
    expect(parseStaffArgs(['--email', 'a@posy.test', '--name', 'Ada'])).toEqual({
      action: 'create',
      email: 'a@posy.test',
      name: 'Ada',
    });
    expect(parseStaffArgs([])).toEqual({ action: 'help' });
    expect(parseStaffArgs(['--email', 'a@posy.test'])).toMatchObject({ action: 'invalid' });
    expect(parseStaffArgs(['--email', '--name', 'Ada'])).toMatchObject({ action: 'invalid' });
    expect(parseStaffArgs(['--role', 'admin'])).toMatchObject({ action: 'invalid' });
  });
});

describe.each(testDialects())('staff:create on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
  });
  afterAll(async () => {
    await t.close();
  });

  async function run(args: string[], env: NodeJS.ProcessEnv, typed: (string | null)[] = []) {
    const out: string[] = [];
    const err: string[] = [];
    const io: StaffCreateIo = {
      env,
      askPassword: async () => (typed.length ? (typed.shift() ?? null) : null),
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    };
    const code = await runStaffCreate(args, io, async () => ({
      accounts: t.app.get(Accounts),
      close: async () => undefined,
    }));
    return { code, out: out.join('\n'), err: err.join('\n') };
  }
  const args = (email: string) => ['--email', email, '--name', 'Ada Support'];

  it('creates a support account with the password from STAFF_PASSWORD', async () => {
    const result = await run(args('Ada@Posy.test'), { STAFF_PASSWORD: 'violets-are-blue' });
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toMatch(/^Created support account ada@posy.test \(Ada Support\), id \S+\.$/);
    const account = await t.app
      .get(Accounts)
      .verifyCredentials('ada@posy.test', 'violets-are-blue');
    expect(account).toMatchObject({ email: 'ada@posy.test', name: 'Ada Support', role: 'support' });
  });

  it('asks on the terminal twice when STAFF_PASSWORD is not set', async () => {
    const ok = await run(args('typed@posy.test'), {}, ['roses-are-red!', 'roses-are-red!']);
    expect(ok.code).toBe(0);
    const mismatch = await run(args('typo@posy.test'), {}, ['roses-are-red!', 'roses-are-red?']);
    expect(mismatch).toMatchObject({ code: 1 });
    expect(mismatch.err).toContain('The two passwords do not match.');
    const noTerminal = await run(args('none@posy.test'), {});
    expect(noTerminal.code).toBe(1);
  });

  it('refuses a password under 10 characters', async () => {
    const result = await run(args('short@posy.test'), { STAFF_PASSWORD: 'nine-char' });
    expect(result).toEqual({ code: 1, out: '', err: ACCOUNT_MESSAGES.shortPassword });
    expect(await t.app.get(Accounts).findByEmail('short@posy.test')).toBeNull();
  });

  it('refuses an email that already has an account, whatever its case', async () => {
    await run(args('dup@posy.test'), { STAFF_PASSWORD: 'violets-are-blue' });
    const result = await run(args('DUP@posy.test'), { STAFF_PASSWORD: 'another-password' });
    expect(result).toEqual({
      code: 1,
      out: '',
      err: ACCOUNT_MESSAGES.duplicateEmail('dup@posy.test'),
    });
  });

  it('prints usage for missing options', async () => {
    expect((await run(['--email', 'x@posy.test'], {})).code).toBe(2);
  });
});
