import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../platform/clock/clock';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { SubscriptionRunner } from '../platform/event-store/subscription-runner';
import { MailOutbox } from '../platform/mail/mail-outbox';
import { SHARED_LINK_PURPOSES } from '../platform/signed-links/link-purposes';
import { LinkSigner } from '../platform/signed-links/link-signer';
import {
  NOTIFICATION_EMAILS_SUBSCRIBER,
  NotificationEmailsSubscriber,
} from './projections/notification-emails/notification-emails.subscriber';

/**
 * The shop's emails to shoppers: a checkpointed subscriber composes them from the log
 * (purchases, gift cards) and queues them in the outbox (platform/mail), which sends them. A
 * guest's order confirmation carries a signed 'Create an account' link (the orders module
 * checks it at `/api/sign-up-account`).
 */
@Module({})
export class NotificationsModule implements OnModuleInit {
  constructor(
    private readonly runner: SubscriptionRunner,
    private readonly outbox: MailOutbox,
    private readonly clock: Clock,
    private readonly signer: LinkSigner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  // Registered before the application boots, when the runner starts following the log.
  onModuleInit(): void {
    this.runner.register(
      new NotificationEmailsSubscriber(
        { publicOrigin: this.config.publicOrigin, mailFrom: this.config.mailFrom },
        this.clock,
        (orderNumber) => this.signer.signWithin(SHARED_LINK_PURPOSES.signUpFromOrder, orderNumber),
      ),
    );
    this.outbox.sendAfter(NOTIFICATION_EMAILS_SUBSCRIBER);
  }
}
