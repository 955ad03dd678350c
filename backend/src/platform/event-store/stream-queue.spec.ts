import { StreamQueue } from './stream-queue';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('StreamQueue', () => {
  it('runs tasks of one stream one after another, in arrival order', async () => {
    const queue = new StreamQueue();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`${name} starts`);
      await tick();
      log.push(`${name} ends`);
      return name;
    };
    const results = await Promise.all([queue.run('s', task('a')), queue.run('s', task('b'))]);
    expect(results).toEqual(['a', 'b']);
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
  });

  it('lets different streams run side by side', async () => {
    const queue = new StreamQueue();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`${name} starts`);
      await tick();
      log.push(`${name} ends`);
    };
    await Promise.all([queue.run('s1', task('a')), queue.run('s2', task('b'))]);
    expect(log.slice(0, 2)).toEqual(['a starts', 'b starts']);
  });

  it('goes on with the next task when one fails, and passes the failure to its caller', async () => {
    const queue = new StreamQueue();
    const failing = queue.run('s', async () => {
      throw new Error('refused');
    });
    const next = queue.run('s', async () => 'done');
    await expect(failing).rejects.toThrow('refused');
    await expect(next).resolves.toBe('done');
  });
});
