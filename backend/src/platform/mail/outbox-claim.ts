/** A server's own refusal carries its SMTP reply code; a lost connection or timeout does not. */
export function refusedByServer(error: unknown): boolean {
  return typeof (error as { responseCode?: unknown } | null)?.responseCode === 'number';
}

/**
 * This instance's claim on a row: the `claimed_at` it holds now. Its renewals and the
 * hand-over run one at a time, so the hand-over always names the claim as it stands.
 */
export class Claim {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly id: number | string,
    public at: Date,
  ) {}

  serially<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work);
    this.queue = next.catch(() => undefined);
    return next;
  }
}
