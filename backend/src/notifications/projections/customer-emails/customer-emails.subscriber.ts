import { Logger } from '@nestjs/common';
import type {
  CustomerEvent,
  EmailChangeRequested,
  PasswordLinkRequested,
  RecordedEvent,
  SignInLinkRequested,
  SignUpAttempted,
  SignUpRequested,
} from '@shop/contracts';
import type { Clock } from '../../../platform/clock/clock';
import type { SqlWork } from '../../../platform/database/sql-database';
import type { EventSubscriber } from '../../../platform/event-store/document-subscription';
import { LINK_PURPOSES } from '../../../platform/signed-links/link-purposes';
import type { LinkSigner } from '../../../platform/signed-links/link-signer';
import {
  emailChangeEmail,
  passwordLinkEmail,
  signInLinkEmail,
} from '../../domain/account-link.email';
import type { ComposedEmail } from '../../domain/composed-email';
import { signUpAttemptEmail, signUpEmail } from '../../domain/sign-up.email';
import { queueEventEmails, type EventEmail } from '../event-emails';
import type { NotificationSettings } from '../notification-emails/notification-emails.subscriber';

export const CUSTOMER_EMAILS_SUBSCRIBER = 'customer-emails';

/**
 * The link purposes the accounts module's keys are checked with (`KEY_PURPOSES` there): a link
 * signed here for one purpose fails every other.
 */
const PURPOSES = {
  signIn: 'sign-in-link',
  reset: 'reset-password',
  set: 'set-password',
  verifyEmail: 'verify-email',
} as const;

/**
 * Mails the links customers ask for (magic sign-in, password reset or set, a new email to
 * confirm, a sign-up to finish) and the note that someone signed up with an address that has an
 * account, following their events by position with a checkpoint: each link is queued once,
 * in the transaction that moves the checkpoint. The log holds only the key's id; the link's
 * signature is made here, so nothing read from the log is a usable link.
 */
export class CustomerEmailsSubscriber implements EventSubscriber {
  readonly name = CUSTOMER_EMAILS_SUBSCRIBER;
  readonly handles: readonly string[] = [
    'SignInLinkRequested',
    'PasswordLinkRequested',
    'EmailChangeRequested',
    'SignUpRequested',
    'SignUpAttempted',
  ];
  private readonly logger = new Logger(CustomerEmailsSubscriber.name);

  constructor(
    private readonly settings: NotificationSettings,
    private readonly clock: Clock,
    private readonly signer: LinkSigner,
  ) {}

  apply(events: readonly RecordedEvent[]): SqlWork<number> {
    const context = { now: this.clock.now(), mailFrom: this.settings.mailFrom };
    return queueEventEmails(events, context, (event) => this.emailFor(event));
  }

  private *emailFor(event: RecordedEvent): SqlWork<EventEmail | null> {
    const email = yield* this.compose(event as RecordedEvent<CustomerEvent>);
    return email && { kind: `account-${event.type}`, email };
  }

  private *compose(event: RecordedEvent<CustomerEvent>): SqlWork<ComposedEmail | null> {
    const origin = this.settings.publicOrigin;
    switch (event.type) {
      case 'SignInLinkRequested': {
        const { keyId, email } = (event as RecordedEvent<SignInLinkRequested>).data;
        const token = yield* this.signer.signWork(PURPOSES.signIn, keyId);
        return signInLinkEmail(email, `${origin}/sign-in/email/${token}`);
      }
      case 'PasswordLinkRequested': {
        const { keyId, email, purpose } = (event as RecordedEvent<PasswordLinkRequested>).data;
        const token = yield* this.signer.signWork(PURPOSES[purpose], keyId);
        const path = purpose === 'reset' ? 'forgot-password' : 'set-password';
        return passwordLinkEmail(email, purpose, `${origin}/${path}/${token}`);
      }
      case 'EmailChangeRequested': {
        const { keyId, newEmail } = (event as RecordedEvent<EmailChangeRequested>).data;
        const token = yield* this.signer.signWork(PURPOSES.verifyEmail, keyId);
        return emailChangeEmail(newEmail, `${origin}/account/edit-details/verify/${token}`);
      }
      case 'SignUpRequested': {
        const { keyId, email } = (event as RecordedEvent<SignUpRequested>).data;
        const token = yield* this.signer.signWork(LINK_PURPOSES.signUp, keyId);
        return signUpEmail(email, `${origin}/sign-up/confirm/${token}`);
      }
      case 'SignUpAttempted': {
        const { email } = (event as RecordedEvent<SignUpAttempted>).data;
        return signUpAttemptEmail(email, origin);
      }
      default:
        this.logger.warn(`No customer email for ${event.type} at ${event.position}`);
        return null;
    }
  }
}
