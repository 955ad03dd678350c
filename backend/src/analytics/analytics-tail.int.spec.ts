import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createTestApp } from '../testing/test-app';
import { FEED_NOW, listen, newKey, shopperJourney, waitForFeed } from './analytics.test-kit';

const TAIL = path.join(__dirname, '../../../scripts/analytics-tail.mjs');

/** `npm run analytics:tail`, the reference consumer, against the test shop (SQLite suffices). */
describe('analytics:tail consumer', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let env: NodeJS.ProcessEnv;
  let cursorFile: string;

  beforeAll(async () => {
    t = await createTestApp({ now: FEED_NOW });
    const port = await listen(t);
    const key = await newKey(t);
    cursorFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tail-')), 'tail.cursor');
    env = {
      ...process.env,
      ANALYTICS_URL: `http://127.0.0.1:${port}`,
      ANALYTICS_KEY: key,
      ANALYTICS_CURSOR_FILE: cursorFile,
    };
    await shopperJourney(t);
    await waitForFeed(t, key, 3);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(path.dirname(cursorFile), { recursive: true, force: true });
  });

  function tail(args: string[], overrides: NodeJS.ProcessEnv = {}) {
    const child = spawn(process.execPath, [TAIL, ...args], { env: { ...env, ...overrides } });
    const out = { lines: [] as string[], stderr: '' };
    let partial = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const text = partial + chunk.toString();
      const lines = text.split('\n');
      partial = lines.pop() ?? '';
      out.lines.push(...lines);
    });
    child.stderr.on('data', (chunk: Buffer) => (out.stderr += chunk.toString()));
    const exit = new Promise<number | null>((resolve) => child.on('exit', resolve));
    return { child, out, exit };
  }

  it('--once prints one line per event from the saved cursor, then nothing new', async () => {
    const first = tail(['--once']);
    expect(await first.exit).toBe(0);
    expect(first.out.lines).toHaveLength(3);
    expect(first.out.lines[0]).toMatch(
      /^#1 2026-06-04T10:00:00\.000Z add_to_cart basket-\S+ \S+ m £\d+\.\d\d \S.* £\d+\.\d\d$/,
    );
    expect(first.out.lines[2]).toMatch(/^#3 \S+ remove_from_cart /);
    expect(fs.readFileSync(cursorFile, 'utf8')).toBe('3\n');
    const again = tail(['--once']);
    expect(await again.exit).toBe(0);
    expect(again.out.lines).toEqual([]);
  });

  it('follows the stream live from the saved cursor', async () => {
    const follower = tail([]);
    try {
      await shopperJourney(t, false);
      const deadline = Date.now() + 10000;
      while (follower.out.lines.length < 2 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(follower.out.lines.map((line) => line.split(' ')[0])).toEqual(['#4', '#5']);
      // The cursor is saved after the line is printed: give a busy machine a moment.
      while (fs.readFileSync(cursorFile, 'utf8') !== '5\n' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(fs.readFileSync(cursorFile, 'utf8')).toBe('5\n');
    } finally {
      follower.child.kill('SIGTERM');
      await follower.exit;
    }
  });

  it('stops with the reason when the key is refused', async () => {
    const refused = tail(['--once'], { ANALYTICS_KEY: 'posy_ak_nope' });
    expect(await refused.exit).toBe(1);
    expect(refused.out.stderr).toContain('The feed refused: 401');
  });
});
