import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CUSTOMER_MESSAGES, signUpStreamId } from '@shop/contracts';
import { Clock } from '../../platform/clock/clock';
import { isUniqueViolation, SqlDatabase } from '../../platform/database/sql-database';
import { DomainError } from '../../platform/domain-error';
import { EventStore } from '../../platform/event-store/event-store';
import type { AppendContext } from '../../platform/event-store/event-store.types';
import { LINK_PURPOSES } from '../../platform/signed-links/link-purposes';
import { LinkSigner } from '../../platform/signed-links/link-signer';
import { HashingBusy, HashingQueue } from '../credentials/hashing-queue';
import { Customers } from '../customers.service';
import { checkCustomerDetails, checkNewPassword, type Customer } from '../domain/customer';
import { appendToCustomer } from '../repository/customer-stream';
import type { CustomerDetailsInput } from '../domain/customer';
import { SignUpRepository } from './sign-up.repository';
import { SignUpThrottle } from './sign-up-throttle';

/** How long a sign-up's link lasts. */
export const SIGN_UP_TTL_MS = 24 * 60 * 60 * 1000;

/** What `POST /api/sign-up` sends, the captcha checked. */
export interface SignUpInput extends CustomerDetailsInput {
  password: string;
  referralToken?: string | null;
}

/**
 * `POST /api/sign-up` without telling who has an account (hostile review): the answer is the
 * same either way, and only the address's inbox learns which. A new address gets a link that
 * makes the account (`SignUpRequested`, the details and hash kept in `customer_sign_ups` until
 * then); an address with an account is told someone tried (`SignUpAttempted`). Both cost one
 * hash and one count against the same limits, so neither the time nor a refusal tells them
 * apart. The notifications module follows both events and mails once.
 */
@Injectable()
export class SignUps {
  constructor(
    private readonly sql: SqlDatabase,
    private readonly clock: Clock,
    private readonly store: EventStore,
    private readonly signer: LinkSigner,
    private readonly customers: Customers,
    private readonly repository: SignUpRepository,
    private readonly throttle: SignUpThrottle,
    private readonly hashing: HashingQueue,
  ) {}

  /** Checks the details (400 with what to fix), then mails the address; answers nothing. */
  async request(input: SignUpInput, ip: string, context: AppendContext): Promise<void> {
    const details = checkCustomerDetails(input);
    checkNewPassword(input.password);
    await this.throttle.take(details.email, ip);
    const passwordHash = await this.hashing.hash(input.password).catch(async (error: unknown) => {
      if (error instanceof HashingBusy) await this.throttle.refund(details.email, ip);
      throw error;
    });
    const existing = await this.customers.byEmail(details.email);
    const { repository, store } = this;
    const now = this.clock.now();
    if (existing) {
      await this.sql.transaction(() =>
        appendToCustomer(store, existing.id, context, {
          type: 'SignUpAttempted',
          data: { customerId: existing.id, email: existing.email },
        }),
      );
      return;
    }
    const id = randomBytes(24).toString('base64url');
    const waiting = {
      id,
      ...details,
      passwordHash,
      referralToken: input.referralToken ?? null,
    };
    await this.sql.transaction(function* () {
      yield* repository.insertWork(waiting, now, new Date(now.getTime() + SIGN_UP_TTL_MS));
      yield* store.appendManyWork(
        [
          {
            streamId: signUpStreamId(id),
            expected: 'no_stream',
            events: [{ type: 'SignUpRequested', data: { keyId: id, email: details.email } }],
          },
        ],
        context,
      );
    });
  }

  /**
   * Follows a sign-up's link: the account is made (once: the sign-up is used in the same
   * transaction) and answered, for the caller to sign in. Null: a bad or expired link. 409 with
   * `emailTaken` (sign in, or reset the password) when the email has an account by now: this
   * link was followed already (a second click, or two at once), or another sign-up's link or a
   * guest order's link made it meanwhile.
   */
  async confirm(key: unknown, context: AppendContext): Promise<Customer | null> {
    const id = await this.signer.verify(LINK_PURPOSES.signUp, key);
    if (!id) return null;
    const now = this.clock.now();
    const waiting = await this.repository.find(id, now);
    if (!waiting) return null;
    const taken = new DomainError(CUSTOMER_MESSAGES.emailTaken, 409);
    if (waiting.used || (await this.customers.byEmail(waiting.email))) throw taken;
    const customer = await this.customers.newCustomer(
      checkCustomerDetails(waiting),
      waiting.referralToken,
    );
    const { repository, customers } = this;
    let made: boolean;
    try {
      made = await this.sql.transaction(function* () {
        if (!(yield* repository.useWork(id, now))) return false;
        yield* customers.createWork(customer, waiting.passwordHash, null, context);
        return true;
      });
    } catch (error) {
      // Two sign-ups' links for one email followed at once: the unique key lets one through.
      if (isUniqueViolation(error)) throw taken;
      throw error;
    }
    if (made) return customer;
    // Another click of this link used it first (or it expired this instant).
    if ((await this.repository.find(id, now))?.used) throw taken;
    return null;
  }

  /** Deletes expired sign-ups; answers how many went. */
  sweep(): Promise<number> {
    const now = this.clock.now();
    return this.sql.transaction(() => this.repository.sweepWork(now));
  }
}
