import type { ExpectedVersion } from './event-store.types';

/** The stream was not at the version the caller read: someone else appended first. */
export class WrongExpectedVersionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number,
  ) {
    super(`Stream ${streamId} is at version ${actual}, expected ${String(expected)}`);
    this.name = 'WrongExpectedVersionError';
  }
}

/** An append must record at least one event. */
export class EmptyAppendError extends Error {
  constructor(readonly streamId: string) {
    super(`Refusing an empty append to stream ${streamId}`);
    this.name = 'EmptyAppendError';
  }
}
