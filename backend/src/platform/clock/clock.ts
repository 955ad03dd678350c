/** Time comes from outside the domain so tests can pin it (docs/architecture.md "Time"). */
export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

/** A clock tests can set and move. */
export class FixedClock extends Clock {
  constructor(private current: Date) {
    super();
  }
  now(): Date {
    return new Date(this.current);
  }
  set(instant: Date): void {
    this.current = new Date(instant);
  }
}
