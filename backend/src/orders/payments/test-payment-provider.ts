import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PAYMENT_MESSAGES, TEST_PAYMENT_METHODS, type TestPaymentMethod } from '@shop/contracts';
import { Clock } from '../../platform/clock/clock';
import { exec, rows, SqlDatabase } from '../../platform/database/sql-database';
import type {
  CreatePayment,
  PaymentOutcome,
  PaymentProvider,
  RefundResult,
  SavedCard,
} from './payment-provider';

/** What each Stripe test token does, as Stripe's own test mode answers it. */
export function testOutcomeOf(
  method: TestPaymentMethod,
  providerPaymentId: string,
): PaymentOutcome {
  switch (method) {
    case 'pm_card_visa':
    case 'pm_card_mastercard':
      return { status: 'succeeded', providerPaymentId };
    case 'pm_card_chargeDeclined':
      return {
        status: 'declined',
        providerPaymentId,
        reason: 'card_declined',
        message: PAYMENT_MESSAGES.declined,
      };
    case 'pm_card_chargeDeclinedInsufficientFunds':
      return {
        status: 'declined',
        providerPaymentId,
        reason: 'insufficient_funds',
        message: PAYMENT_MESSAGES.insufficientFunds,
      };
    case 'pm_card_processingError':
      return {
        status: 'failed',
        providerPaymentId,
        reason: 'processing_error',
        message: PAYMENT_MESSAGES.processingError,
      };
    default: {
      const unknown: never = method;
      throw new Error(`Unknown test payment method ${String(unknown)}`);
    }
  }
}

export const isTestPaymentMethod = (method: string): method is TestPaymentMethod =>
  (TEST_PAYMENT_METHODS as readonly string[]).includes(method);

interface TestPaymentRow {
  payment_id: string;
  provider_payment_id: string;
  payment_method: string;
  amount: number | string;
  refunded: number | string;
}

/**
 * The built-in payment provider (the default): Stripe's test payment-method tokens decide the
 * outcome, and every payment is recorded by idempotency key in `test_payments`, so a retry gets
 * the recorded outcome and nothing is ever "charged" twice, across restarts and instances.
 */
@Injectable()
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;

  constructor(
    private readonly sql: SqlDatabase,
    private readonly clock: Clock,
  ) {}

  acceptsMethod(method: string): boolean {
    return isTestPaymentMethod(method);
  }

  async createPayment(request: CreatePayment): Promise<PaymentOutcome> {
    if (!isTestPaymentMethod(request.paymentMethod)) {
      throw new RangeError(`Not a test payment method: ${request.paymentMethod}`);
    }
    const providerPaymentId = `pi_test_${randomUUID().replace(/-/g, '')}`;
    const outcome = testOutcomeOf(request.paymentMethod, providerPaymentId);
    const now = this.clock.now();
    // Insert-or-keep by idempotency key: the first attempt's row decides every retry's answer.
    const [row] = await this.sql.transaction(function* () {
      yield* exec(
        `INSERT INTO test_payments
           (idempotency_key, payment_id, provider_payment_id, amount, payment_method, status, reason, refunded, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?)
         ON CONFLICT (idempotency_key) DO NOTHING`,
        [
          request.idempotencyKey,
          request.paymentId,
          providerPaymentId,
          request.amount,
          request.paymentMethod,
          outcome.status,
          'reason' in outcome ? outcome.reason : null,
          now,
        ],
      );
      return yield* rows<TestPaymentRow>(
        'SELECT payment_id, provider_payment_id, payment_method, amount, refunded FROM test_payments WHERE idempotency_key = ?',
        [request.idempotencyKey],
      );
    });
    return this.outcomeOf(row);
  }

  async confirm(paymentId: string): Promise<PaymentOutcome | null> {
    const [row] = await this.sql.query<TestPaymentRow>(
      'SELECT payment_id, provider_payment_id, payment_method, amount, refunded FROM test_payments WHERE payment_id = ?',
      [paymentId],
    );
    return row ? this.outcomeOf(row) : null;
  }

  /** Nothing here ever waits on a shopper's bank: the payment's recorded outcome stands. */
  async cancel(providerPaymentId: string): Promise<PaymentOutcome> {
    const [row] = await this.sql.query<TestPaymentRow>(
      'SELECT payment_id, provider_payment_id, payment_method, amount, refunded FROM test_payments WHERE provider_payment_id = ?',
      [providerPaymentId],
    );
    if (!row) throw new RangeError(`No test payment ${providerPaymentId}`);
    return this.outcomeOf(row);
  }

  async refund(providerPaymentId: string, amount: number): Promise<RefundResult> {
    const [row] = await this.sql.transaction(function* () {
      return yield* rows<TestPaymentRow>(
        `UPDATE test_payments SET refunded = refunded + ?
          WHERE provider_payment_id = ? AND status = 'succeeded' AND refunded + ? <= amount
          RETURNING payment_id, provider_payment_id, payment_method, amount, refunded`,
        [amount, providerPaymentId, amount],
      );
    });
    if (!row) throw new RangeError(`Nothing left to refund on ${providerPaymentId}`);
    return { refundId: `re_test_${randomUUID().replace(/-/g, '')}`, amount };
  }

  /**
   * None: the test provider takes Stripe's test tokens for one payment each and keeps no card
   * for later, so there is never a saved card to list.
   */
  savedCards(): Promise<SavedCard[]> {
    return Promise.resolve([]);
  }

  private outcomeOf(row: TestPaymentRow): PaymentOutcome {
    return testOutcomeOf(row.payment_method as TestPaymentMethod, row.provider_payment_id);
  }
}
