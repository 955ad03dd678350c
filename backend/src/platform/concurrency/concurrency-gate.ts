/** Thrown by a gate whose waiting line is full: the caller refuses at once instead of queueing. */
export class GateFull extends Error {
  constructor(message = 'Too many tasks are waiting') {
    super(message);
    this.name = 'GateFull';
  }
}

export interface GateOptions {
  /** Tasks that may wait for a place; beyond that `run` throws `whenFull()`. Unbounded by default. */
  maxWaiting?: number;
  /** The error a full gate throws (default `GateFull`). */
  whenFull?: () => Error;
}

/**
 * Runs at most `limit` tasks at a time; the others wait their turn, first come first served.
 * Work on libuv's small thread pool (password hashing, image decoding) goes through one, so a
 * flood of it cannot take every thread from file reads and DNS.
 */
export class ConcurrencyGate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  readonly maxWaiting: number;
  private readonly whenFull: () => Error;

  constructor(
    readonly limit: number,
    options: GateOptions = {},
  ) {
    this.maxWaiting = options.maxWaiting ?? Number.POSITIVE_INFINITY;
    this.whenFull = options.whenFull ?? (() => new GateFull());
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.enter();
    try {
      return await task();
    } finally {
      this.leave();
    }
  }

  /** How many tasks are running and waiting (for tests and logs). */
  load(): { running: number; waiting: number } {
    return { running: this.active, waiting: this.waiting.length };
  }

  private async enter(): Promise<void> {
    if (this.active < this.limit) {
      this.active += 1;
      return;
    }
    if (this.waiting.length >= this.maxWaiting) throw this.whenFull();
    // `leave` hands its place straight to the first waiter, so `active` stays as it is.
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private leave(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active -= 1;
  }
}
