import { ConcurrencyGate } from './concurrency-gate';

describe('ConcurrencyGate', () => {
  it('runs at most its limit at once, the rest in the order they came, failures included', async () => {
    const gate = new ConcurrencyGate(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (n: number) => async () => {
      started.push(n);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (n === 3) throw new Error('unreadable');
      return n;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6, 7].map((n) => gate.run(task(n))));
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual([
      1,
      2,
      'failed',
      4,
      5,
      6,
      7,
    ]);
    // A failure gave its place back: the gate still runs two at once.
    running = 0;
    most = 0;
    await Promise.all([8, 9, 10].map((n) => gate.run(task(n))));
    expect(most).toBe(2);
  });
});
