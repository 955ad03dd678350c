import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../platform/clock/clock';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { SubscriptionRunner } from '../platform/event-store/subscription-runner';
import { MailOutbox } from '../platform/mail/mail-outbox';
import { LINK_PURPOSES } from '../platform/signed-links/link-purposes';
import { LinkSigner } from '../platform/signed-links/link-signer';
import {
  CUSTOMER_EMAILS_SUBSCRIBER,
  CustomerEmailsSubscriber,
} from './projections/customer-emails/customer-emails.subscriber';
import {
  NOTIFICATION_EMAILS_SUBSCRIBER,
  NotificationEmailsSubscriber,
} from './projections/notification-emails/notification-emails.subscriber';
import {
  PAYMENT_EMAILS_SUBSCRIBER,
  PaymentEmailsSubscriber,
} from './projections/payment-emails/payment-emails.subscriber';
import {
  REMINDER_EMAILS_SUBSCRIBER,
  ReminderEmailsSubscriber,
} from './projections/reminder-emails/reminder-emails.subscriber';

/**
 * The shop's emails to shoppers: checkpointed subscribers compose them from the log (purchases,
 * gift cards; customers' sign-in, password and email-change links; reminders falling due) and
 * queue them in the outbox (platform/mail), which sends them. A guest's order confirmation
 * carries a signed 'Create an account' link (the orders module checks it at
 * `/api/sign-up-account`). A payment the reconciler found was never taken tells its buyer so.
 */
@Module({})
export class NotificationsModule implements OnModuleInit {
  constructor(
    private readonly runner: SubscriptionRunner,
    private readonly outbox: MailOutbox,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly signer: LinkSigner,
  ) {}

  // Registered before the application boots, when the runner starts following the log.
  onModuleInit(): void {
    const settings = { publicOrigin: this.config.publicOrigin, mailFrom: this.config.mailFrom };
    this.runner.register(
      new NotificationEmailsSubscriber(settings, this.clock, (orderNumber) =>
        this.signer.signWork(LINK_PURPOSES.signUpFromOrder, orderNumber),
      ),
    );
    this.runner.register(new CustomerEmailsSubscriber(settings, this.clock, this.signer));
    this.runner.register(new ReminderEmailsSubscriber(settings, this.clock, this.signer));
    this.runner.register(new PaymentEmailsSubscriber(settings, this.clock));
    this.outbox.sendAfter(NOTIFICATION_EMAILS_SUBSCRIBER);
    this.outbox.sendAfter(CUSTOMER_EMAILS_SUBSCRIBER);
    this.outbox.sendAfter(REMINDER_EMAILS_SUBSCRIBER);
    this.outbox.sendAfter(PAYMENT_EMAILS_SUBSCRIBER);
  }
}
