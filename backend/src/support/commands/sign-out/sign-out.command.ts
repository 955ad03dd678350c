import { Command } from '@nestjs/cqrs';

/** End the session whose cookie token this is (nothing to end for a missing or odd token). */
export class SignOut extends Command<void> {
  constructor(readonly token: string | undefined) {
    super();
  }
}
