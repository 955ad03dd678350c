import { UnauthorizedException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SUPPORT_MESSAGES } from '@shop/contracts';
import { Accounts, HashingBusy, SignInThrottle } from '../../../accounts';
import { Captcha } from '../../../platform/captcha/captcha.service';
import { DomainError } from '../../../platform/domain-error';
import { SessionService } from '../../../platform/session/session.service';
import { SignIn, type SignedIn } from './sign-in.command';

@CommandHandler(SignIn)
export class SignInHandler implements ICommandHandler<SignIn> {
  constructor(
    private readonly accounts: Accounts,
    private readonly captcha: Captcha,
    private readonly throttle: SignInThrottle,
    private readonly sessions: SessionService,
  ) {}

  async execute({ email, password, captcha, ip }: SignIn): Promise<SignedIn> {
    // The captcha first, as for customers: no password is hashed for a request without a solved
    // one, so a flood without them never takes a place in the hashing queue.
    if (!(await this.captcha.verify(captcha))) {
      throw new DomainError(SUPPORT_MESSAGES.captchaFailed, 400);
    }
    // Counted as a failure up front: simultaneous guesses cannot slip past the limit together.
    if (!(await this.throttle.attempt(email, ip))) {
      throw new DomainError(SUPPORT_MESSAGES.tooManyAttempts, 429);
    }
    const account = await this.accounts.verifyCredentials(email, password).catch(async (error) => {
      // A flood of sign-ins fills the hashing queue: refuse at once rather than queue forever;
      // nothing was checked, so neither the attempt nor the captcha counts.
      if (error instanceof HashingBusy) {
        await this.throttle.refund(email, ip);
        await this.captcha.giveBack(captcha);
        throw new DomainError(SUPPORT_MESSAGES.tooManyAttempts, 429);
      }
      throw error;
    });
    if (!account || account.role !== 'support') {
      throw new UnauthorizedException(SUPPORT_MESSAGES.badCredentials);
    }
    await this.throttle.succeeded(email, ip);
    const { token, session } = await this.sessions.create({
      account: { id: account.id, role: account.role },
    });
    return { token, session, staff: { id: account.id, name: account.name, email: account.email } };
  }
}
