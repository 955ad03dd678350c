import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SessionService } from '../../../platform/session/session.service';
import { SignOut } from './sign-out.command';

@CommandHandler(SignOut)
export class SignOutHandler implements ICommandHandler<SignOut> {
  constructor(private readonly sessions: SessionService) {}

  /** The session's row is deleted, so its cookie signs nobody in on any instance. */
  async execute({ token }: SignOut): Promise<void> {
    await this.sessions.destroy(token);
  }
}
