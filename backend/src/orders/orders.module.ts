import { Module, type OnModuleInit } from '@nestjs/common';
import { AccountsModule } from '../accounts';
import { BasketModule } from '../basket';
import { DiscountModule } from '../discount';
import { GiftCardsModule } from '../giftcards';
import { PointsModule } from '../points';
import { ProjectionRegistry } from '../platform/event-store/projection-registry';
import { SubscriptionRunner } from '../platform/event-store/subscription-runner';
import { SessionModule } from '../platform/session/session.module';
import { ORDERS_COMMAND_HANDLERS } from './commands';
import { AnswerQuestionnaireController } from './commands/answer-questionnaire/answer-questionnaire.controller';
import { ApplyGiftCardController } from './commands/apply-gift-card/apply-gift-card.controller';
import { GiftCardApplication } from './commands/apply-gift-card/gift-card-application';
import { PayController } from './commands/pay/pay.controller';
import { PaymentSettlement } from './commands/pay/payment-settlement';
import { ProviderOutcomeSettlement } from './commands/pay/provider-outcome-settlement';
import { PurchasePayment } from './commands/pay/purchase-payment';
import { PaymentReconciler } from './commands/reconcile-payments/payment-reconciler';
import { RemoveGiftCardController } from './commands/remove-gift-card/remove-gift-card.controller';
import { LedgerGiftCardWallet } from './payments/ledger-gift-card-wallet';
import { GIFT_CARD_WALLET } from './payments/gift-card-wallet';
import { PAYMENT_OUTCOME_SINK } from './payments/payment-outcome-sink';
import { PAYMENT_PROVIDERS } from './payments/payment-provider.factory';
import { StripeModule } from './payments/stripe/stripe.module';
import { OrderDocumentsQueries } from './projections/order-documents.queries';
import { paymentAttemptsProjection } from './projections/payment-attempts/payment-attempts.projection';
import { openPaymentAttemptsProjection } from './projections/open-payment-attempts/open-payment-attempts.projection';
import { OpenPaymentAttemptsQueries } from './projections/open-payment-attempts/open-payment-attempts.queries';
import { placedOrdersProjection } from './projections/placed-orders/placed-orders.projection';
import { purchasesProjection } from './projections/purchases/purchases.projection';
import { customerOrdersProjection } from './projections/customer-orders/customer-orders.projection';
import { ORDERS_QUERY_HANDLERS } from './queries';
import { GetOrderCompleteController } from './queries/get-order-complete/get-order-complete.controller';
import { PurchaseLookup } from './queries/get-order-complete/purchase-lookup';
import { GetPaymentConfigController } from './queries/get-payment-config/get-payment-config.controller';
import { TrackOrderController } from './queries/track-order/track-order.controller';
import { AccountOrdersController } from './queries/account-orders/account-orders.controller';
import { PaymentMethodsController } from './queries/payment-methods/payment-methods.controller';
import { GuestOrderLink } from './commands/sign-up-from-order/guest-order-link';
import { SignUpFromOrderController } from './commands/sign-up-from-order/sign-up-from-order.controller';
import { SessionHandover } from './sessions/session-handover';

/**
 * Placing orders, taking payment, tracking (docs/architecture.md "Backend modules"); a customer's
 * own orders and saved cards, and a guest's order made into an account.
 */
@Module({
  imports: [
    AccountsModule,
    BasketModule,
    DiscountModule,
    GiftCardsModule,
    PointsModule,
    SessionModule,
    StripeModule,
  ],
  controllers: [
    PayController,
    ApplyGiftCardController,
    RemoveGiftCardController,
    GetPaymentConfigController,
    GetOrderCompleteController,
    AnswerQuestionnaireController,
    TrackOrderController,
    AccountOrdersController,
    PaymentMethodsController,
    SignUpFromOrderController,
  ],
  providers: [
    ...PAYMENT_PROVIDERS,
    LedgerGiftCardWallet,
    { provide: GIFT_CARD_WALLET, useExisting: LedgerGiftCardWallet },
    PurchasePayment,
    PaymentSettlement,
    ProviderOutcomeSettlement,
    { provide: PAYMENT_OUTCOME_SINK, useExisting: ProviderOutcomeSettlement },
    OpenPaymentAttemptsQueries,
    PaymentReconciler,
    GiftCardApplication,
    PurchaseLookup,
    OrderDocumentsQueries,
    SessionHandover,
    GuestOrderLink,
    ...ORDERS_COMMAND_HANDLERS,
    ...ORDERS_QUERY_HANDLERS,
  ],
})
export class OrdersModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRegistry,
    private readonly subscriptions: SubscriptionRunner,
  ) {}

  // Inline projections must be known before the first append; async ones before the runner
  // starts following the log at boot.
  onModuleInit(): void {
    this.projections.register(placedOrdersProjection);
    this.projections.register(purchasesProjection);
    this.projections.register(paymentAttemptsProjection);
    this.projections.register(customerOrdersProjection);
    this.subscriptions.register(openPaymentAttemptsProjection);
  }
}
