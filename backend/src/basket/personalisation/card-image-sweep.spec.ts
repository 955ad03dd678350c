import { FixedClock } from '../../platform/clock/clock';
import type { CheckoutStateQueries } from '../projections/checkout-state/checkout-state.queries';
import type { CardImageService } from './card-image.service';
import { CardImageSweep } from './card-image-sweep';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

describe('CardImageSweep schedule', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function sweeper() {
    const idleSince = jest.fn().mockResolvedValue([]);
    const images = { idleSince, deleteIdle: jest.fn() } as unknown as CardImageService;
    const baskets = { cardImageIdsInUse: jest.fn() } as unknown as CheckoutStateQueries;
    return { sweep: new CardImageSweep(images, baskets, new FixedClock(new Date())), idleSince };
  }

  it('sweeps a minute after start-up, then hourly, until the application shuts down', async () => {
    const { sweep, idleSince } = sweeper();
    sweep.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(MINUTE - 1);
    expect(idleSince).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(idleSince).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(HOUR);
    expect(idleSince).toHaveBeenCalledTimes(2);
    await sweep.onModuleDestroy();
    await jest.advanceTimersByTimeAsync(3 * HOUR);
    expect(idleSince).toHaveBeenCalledTimes(2);
  });

  it('never keeps the process alive on its own', () => {
    const { sweep } = sweeper();
    const intervals = jest.spyOn(global, 'setInterval');
    const timeouts = jest.spyOn(global, 'setTimeout');
    sweep.onApplicationBootstrap();
    const timers = [...intervals.mock.results, ...timeouts.mock.results].map(
      (result) => result.value as NodeJS.Timeout,
    );
    expect(timers).toHaveLength(2);
    for (const timer of timers) expect(timer.hasRef()).toBe(false);
    void sweep.onModuleDestroy();
  });

  it('joins a sweep under way rather than starting a second one', async () => {
    const { sweep, idleSince } = sweeper();
    const [a, b] = [sweep.sweep(), sweep.sweep()];
    expect(await a).toBe(0);
    expect(await b).toBe(0);
    expect(idleSince).toHaveBeenCalledTimes(1);
  });
});
