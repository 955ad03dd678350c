/** Thrown when so many password checks are waiting that one more would only queue up. */
export class HashingBusy extends Error {
  constructor() {
    super('Too many password checks are waiting');
    this.name = 'HashingBusy';
  }
}

/** libuv's pool (UV_THREADPOOL_SIZE, 4 unless set before the first use, as main.ts does). */
const poolSize = () => Number(process.env.UV_THREADPOOL_SIZE) || 4;

/**
 * A bounded queue in front of scrypt. scrypt runs on libuv's small thread pool, which also does
 * the server's file reads, DNS lookups and zlib: a flood of sign-ins would otherwise take every
 * thread and stall all other requests behind it. At most `pool − 2` hashes run at once (at least
 * one), at most `maxWaiting` wait; beyond that a sign-in is refused at once (429) rather than
 * queued, so a flood costs the attacker refusals, not the shop its availability.
 */
export class HashingQueue {
  readonly maxRunning: number;
  readonly maxWaiting: number;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(limits: { maxRunning?: number; maxWaiting?: number } = {}) {
    this.maxRunning = limits.maxRunning ?? Math.max(1, poolSize() - 2);
    this.maxWaiting = limits.maxWaiting ?? 32;
  }

  /** Runs `work` when a slot is free; throws HashingBusy when the queue is full. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.maxRunning) {
      if (this.waiting.length >= this.maxWaiting) throw new HashingBusy();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next in line, or give it back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** How many checks are running and waiting (for tests and logs). */
  load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}
