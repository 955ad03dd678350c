/**
 * Runs tasks for the same stream one after another and tasks for different streams freely.
 * Commands on one stream in one instance then never collide on its expected version, so none
 * pays for a failed append and a reload; optimistic concurrency still settles races between
 * instances.
 */
export class StreamQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(streamId: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(streamId);
    const result = previous ? previous.then(task) : task();
    const tail = result.catch(() => undefined);
    this.tails.set(streamId, tail);
    void tail.then(() => {
      if (this.tails.get(streamId) === tail) this.tails.delete(streamId);
    });
    return result;
  }
}
