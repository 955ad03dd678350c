/** Runs at most `limit` tasks at a time; the others wait their turn, first come first served. */
export class ConcurrencyGate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.enter();
    try {
      return await task();
    } finally {
      this.leave();
    }
  }

  private async enter(): Promise<void> {
    if (this.active < this.limit) {
      this.active += 1;
      return;
    }
    // `leave` hands its place straight to the first waiter, so `active` stays as it is.
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private leave(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active -= 1;
  }
}
