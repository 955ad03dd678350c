import { CreateEventStore1763700000000 } from './1763700000000-create-event-store';
import { CreateSessions1763700000001 } from './1763700000001-create-sessions';
import { CreateSeedHistory1763700000002 } from './1763700000002-create-seed-history';
import { CreateDeliveryMethods1763700000003 } from './1763700000003-create-delivery-methods';
import { CreateCatalogue1763700000004 } from './1763700000004-create-catalogue';
import { CreateDistributors1763700000005 } from './1763700000005-create-distributors';
import { CreateCheckoutStates1763700000006 } from './1763700000006-create-checkout-states';
import { CreateCardImages1763700000007 } from './1763700000007-create-card-images';
import { CreateAnalyticsFeed1763700000008 } from './1763700000008-create-analytics-feed';
import { CreateAccounts1763700000009 } from './1763700000009-create-accounts';
import { AddSessionLastSeen1763700000010 } from './1763700000010-add-session-last-seen';
import { CreateStreamSnapshots1763700000020 } from './1763700000020-create-stream-snapshots';
import { CardImageUpkeep1763700000021 } from './1763700000021-card-image-upkeep';
import { CreateOrders1763700000030 } from './1763700000030-create-orders';
import { CreateGiftCards1763700000031 } from './1763700000031-create-gift-cards';
import { CreateStripeWebhookEvents1763700000034 } from './1763700000034-create-stripe-webhook-events';
import { CreateOutbox1763700000032 } from './1763700000032-create-outbox';
import { CreateContent1763700000035 } from './1763700000035-create-content';
import { CreateRateLimitCounters1763700000045 } from './1763700000045-create-rate-limit-counters';
import { CreateContentPages1763700000046 } from './1763700000046-create-content-pages';
import { AddLandingPageHero1763700000047 } from './1763700000047-add-landing-page-hero';
import { CreateDiscountCodes1763700000048 } from './1763700000048-create-discount-codes';
import { CreateCaptchaSolutions1763700000049 } from './1763700000049-create-captcha-solutions';
import { CreateCustomers1763700000050 } from './1763700000050-create-customers';
import { CreateCustomerAddresses1763700000051 } from './1763700000051-create-customer-addresses';
import { CreateReminders1763700000052 } from './1763700000052-create-reminders';
import { CreateCustomerOrders1763700000058 } from './1763700000058-create-customer-orders';
import { CreateClientErrorReports1763700000059 } from './1763700000059-create-client-error-reports';
import { CreateDiscountCodeUses1763700000070 } from './1763700000070-create-discount-code-uses';
import { CreateOpenPaymentAttempts1763700000072 } from './1763700000072-create-open-payment-attempts';
import { CreateCustomerSignUps1763700000075 } from './1763700000075-create-customer-sign-ups';

/** Every migration, in order. Listed explicitly so source (tests) and build (start) run the same set. */
export const MIGRATIONS = [
  CreateEventStore1763700000000,
  CreateSessions1763700000001,
  CreateSeedHistory1763700000002,
  CreateDeliveryMethods1763700000003,
  CreateCatalogue1763700000004,
  CreateDistributors1763700000005,
  CreateCheckoutStates1763700000006,
  CreateCardImages1763700000007,
  CreateAnalyticsFeed1763700000008,
  CreateAccounts1763700000009,
  AddSessionLastSeen1763700000010,
  CreateStreamSnapshots1763700000020,
  CardImageUpkeep1763700000021,
  CreateOrders1763700000030,
  CreateGiftCards1763700000031,
  CreateStripeWebhookEvents1763700000034,
  CreateOutbox1763700000032,
  CreateContent1763700000035,
  CreateRateLimitCounters1763700000045,
  CreateContentPages1763700000046,
  AddLandingPageHero1763700000047,
  CreateDiscountCodes1763700000048,
  CreateCaptchaSolutions1763700000049,
  CreateCustomers1763700000050,
  CreateCustomerAddresses1763700000051,
  CreateReminders1763700000052,
  CreateCustomerOrders1763700000058,
  CreateClientErrorReports1763700000059,
  CreateDiscountCodeUses1763700000070,
  CreateOpenPaymentAttempts1763700000072,
  CreateCustomerSignUps1763700000075,
];
