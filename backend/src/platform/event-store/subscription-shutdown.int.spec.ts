import { createTestApp } from '../../testing/test-app';
import { testDialects } from '../database/scratch-database';
import { SubscriptionRunner } from './subscription-runner';

describe.each(testDialects())('shutting down with subscribers on %s', (dialect) => {
  it('stops subscribers before the pool closes: nothing fails during or after shutdown', async () => {
    const t = await createTestApp({ dialect });
    const runner = t.app.get(SubscriptionRunner);
    const errors = jest.spyOn(
      (runner as unknown as { logger: { error: (...args: unknown[]) => void } }).logger,
      'error',
    );
    const order: string[] = [];
    const original = runner.beforeApplicationShutdown.bind(runner);
    jest.spyOn(runner, 'beforeApplicationShutdown').mockImplementation(async () => {
      await original();
      order.push('subscribers stopped');
    });
    // A catch-up is under way (reading the log on the pool) as the app closes.
    const catchingUp = runner.wake();
    await t.close();
    order.push('closed');
    await catchingUp;
    await runner.wake(); // a late append or poll after shutdown runs nothing
    expect(order).toEqual(['subscribers stopped', 'closed']);
    expect(errors).not.toHaveBeenCalled();
  });
});
