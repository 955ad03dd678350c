import { HashingBusy, HashingQueue } from './hashing-queue';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('HashingQueue', () => {
  it('runs at most maxRunning at once and hands each freed slot to the next in line', async () => {
    const queue = new HashingQueue({ maxRunning: 2, maxWaiting: 10 });
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    const runs = gates.map((gate, i) =>
      queue.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.load()).toEqual({ running: 2, waiting: 3 });
    gates[0].resolve();
    await runs[0];
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1, 2]);
    gates.forEach((gate) => gate.resolve());
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses at once when the queue is full, and frees the slot of work that threw', async () => {
    const queue = new HashingQueue({ maxRunning: 1, maxWaiting: 1 });
    const gate = deferred();
    const first = queue.run(() => gate.promise);
    const second = queue.run(async () => 'second');
    await expect(queue.run(async () => 'third')).rejects.toBeInstanceOf(HashingBusy);
    gate.resolve();
    await first;
    expect(await second).toBe('second');
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('leaves two of libuv’s threads for everything else', () => {
    const before = process.env.UV_THREADPOOL_SIZE;
    process.env.UV_THREADPOOL_SIZE = '8';
    expect(new HashingQueue().maxRunning).toBe(6);
    process.env.UV_THREADPOOL_SIZE = '2';
    expect(new HashingQueue().maxRunning).toBe(1);
    if (before === undefined) delete process.env.UV_THREADPOOL_SIZE;
    else process.env.UV_THREADPOOL_SIZE = before;
  });

  it('hashes at its cost and checks against the stored hash, or a decoy when there is none', async () => {
    const queue = new HashingQueue({ cost: 1024 });
    const stored = await queue.hash('violets-are-blue');
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await queue.verify('violets-are-blue', stored)).toBe(true);
    expect(await queue.verify('violets-are-red', stored)).toBe(false);
    expect(await queue.verify('violets-are-blue', null)).toBe(false);
    expect(new HashingQueue().cost).toBe(32768);
  });
});
