import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CUSTOMER_MESSAGES, customerStreamId, type CustomerEvent } from '@shop/contracts';
import { Clock } from '../platform/clock/clock';
import { isUniqueViolation, SqlDatabase, type SqlWork } from '../platform/database/sql-database';
import { DomainError } from '../platform/domain-error';
import { EventStore } from '../platform/event-store/event-store';
import type { AppendContext, StreamAppend } from '../platform/event-store/event-store.types';
import { HashingQueue } from './credentials/hashing-queue';
import {
  CustomerKeys,
  KEY_PURPOSES,
  redeemWork,
  type KeyPurpose,
} from './credentials/customer-keys';
import {
  checkCustomerDetails,
  checkNewPassword,
  type Customer,
  type CustomerDetailsInput,
} from './domain/customer';
import { appendToCustomer } from './repository/customer-stream';
import { CustomerRepository } from './repository/customer.repository';

/** A new customer: their details and password, and what brought them. */
export interface NewCustomer extends CustomerDetailsInput {
  password: string;
  referralToken?: string | null;
  fromOrder?: string | null;
}

/**
 * Customer accounts: signing up, checking a password, the mailed keys and the customer's own
 * details. What must reach the customer once (the emails with links) is an event on the
 * customer's stream, appended in the same transaction as the change; the notifications module
 * follows the log and mails it.
 */
@Injectable()
export class Customers {
  constructor(
    private readonly sql: SqlDatabase,
    private readonly clock: Clock,
    private readonly store: EventStore,
    private readonly repository: CustomerRepository,
    private readonly keys: CustomerKeys,
    private readonly hashing: HashingQueue,
  ) {}

  async byId(id: string): Promise<Customer | null> {
    return (await this.repository.byId(id))?.customer ?? null;
  }

  async byEmail(email: string): Promise<Customer | null> {
    return (await this.repository.byEmail(email))?.customer ?? null;
  }

  async byReferralToken(token: string): Promise<Customer | null> {
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(token)) return null;
    return (await this.repository.byReferralToken(token))?.customer ?? null;
  }

  /**
   * A new customer, or 400/409 with what to fix (a taken email included). `alongside`: events
   * for other streams, appended in the same transaction as the customer (a guest's orders that
   * become theirs), so both happen or neither. For a guest's order (the link proves the inbox);
   * `POST /api/sign-up` waits for the email to be confirmed (`SignUps`).
   */
  async signUp(
    input: NewCustomer,
    context: AppendContext,
    alongside: (customer: Customer) => StreamAppend[] = () => [],
  ): Promise<Customer> {
    const details = checkCustomerDetails(input);
    checkNewPassword(input.password);
    if (await this.repository.byEmail(details.email)) {
      throw new DomainError(CUSTOMER_MESSAGES.emailTaken, 409);
    }
    const customer = await this.newCustomer(details, input.referralToken ?? null);
    const hash = await this.hashing.hash(input.password);
    try {
      await this.sql.transaction(() =>
        this.createWork(customer, hash, input.fromOrder ?? null, context, alongside(customer)),
      );
    } catch (error) {
      // Two sign-ups with one email at once: the unique key lets only one through.
      if (isUniqueViolation(error)) throw new DomainError(CUSTOMER_MESSAGES.emailTaken, 409);
      throw error;
    }
    return customer;
  }

  /** A customer not yet stored, from checked details, referred by the token's owner if any. */
  async newCustomer(
    details: ReturnType<typeof checkCustomerDetails>,
    referralToken: string | null,
  ): Promise<Customer> {
    const referrer = referralToken ? await this.byReferralToken(referralToken) : null;
    return {
      id: randomUUID(),
      ...details,
      businessCustomer: false,
      referralToken: randomBytes(12).toString('base64url'),
      referredBy: referrer?.id ?? null,
      basketId: null,
      createdAt: this.clock.now().toISOString(),
    };
  }

  /**
   * Stores the customer with their password's hash and appends CustomerSignedUp (and
   * `alongside`) in the caller's transaction; a taken email fails with the unique violation.
   */
  *createWork(
    customer: Customer,
    hash: string,
    fromOrder: string | null,
    context: AppendContext,
    alongside: StreamAppend[] = [],
  ): SqlWork<void> {
    const event: CustomerEvent = {
      type: 'CustomerSignedUp',
      data: {
        customerId: customer.id,
        email: customer.email,
        name: customer.name,
        referredBy: customer.referredBy,
        fromOrder,
      },
    };
    yield* this.repository.insert(customer, hash);
    yield* this.store.appendManyWork(
      [
        { streamId: customerStreamId(customer.id), expected: 'no_stream', events: [event] },
        ...alongside,
      ],
      context,
    );
  }

  /**
   * The customer whose email and password these are, or null. An unknown email still costs one
   * hash, so timing does not tell which emails have accounts. Throws HashingBusy in a flood.
   */
  async verifyCredentials(email: string, password: string): Promise<Customer | null> {
    const stored = await this.repository.byEmail(email);
    const matches = await this.hashing.verify(password, stored?.passwordHash);
    return stored && matches ? stored.customer : null;
  }

  /** Whether `password` is the customer's current one. */
  async passwordMatches(customerId: string, password: string): Promise<boolean> {
    const stored = await this.repository.byId(customerId);
    if (!stored) return false;
    return this.hashing.verify(password, stored.passwordHash);
  }

  /**
   * Mails a magic sign-in link (15 minutes, single use) when the email has an account; answers
   * nothing either way, so the caller's answer cannot tell.
   */
  async requestSignInLink(email: string, context: AppendContext): Promise<void> {
    const customer = await this.byEmail(email);
    if (!customer) return;
    await this.withKey(customer, KEY_PURPOSES.signInLink, context, (keyId) => ({
      type: 'SignInLinkRequested',
      data: { customerId: customer.id, keyId, email: customer.email },
    }));
  }

  /** Mails a password reset link (1 hour, single use) when the email has an account. */
  async requestPasswordReset(email: string, context: AppendContext): Promise<void> {
    const customer = await this.byEmail(email);
    if (!customer) return;
    await this.withKey(customer, KEY_PURPOSES.resetPassword, context, (keyId) => ({
      type: 'PasswordLinkRequested',
      data: { customerId: customer.id, keyId, email: customer.email, purpose: 'reset' },
    }));
  }

  /** Mails a link to set a password (an account made from a guest order asks for one). */
  async requestPasswordSet(customer: Customer, context: AppendContext): Promise<void> {
    await this.withKey(customer, KEY_PURPOSES.setPassword, context, (keyId) => ({
      type: 'PasswordLinkRequested',
      data: { customerId: customer.id, keyId, email: customer.email, purpose: 'set' },
    }));
  }

  /** The customer a magic link signs in, using the link up; null when it is no good. */
  async redeemSignInLink(token: unknown): Promise<Customer | null> {
    const key = await this.keys.redeem(KEY_PURPOSES.signInLink, token);
    return key ? this.byId(key.customerId) : null;
  }

  isPasswordKeyUsable(purpose: 'reset' | 'set', key: unknown): Promise<boolean> {
    return this.keys.isUsable(passwordPurpose(purpose), key);
  }

  /**
   * A new password through a reset or set link: the key is used up, the password changed and
   * every session of the customer ended (the caller signs this browser in). Null: bad key. The
   * key is used in the transaction that changes the password and spends the customer's other
   * keys, so of two links used at once only one changes it, and an older one never does after.
   */
  async resetPassword(
    purpose: 'reset' | 'set',
    key: unknown,
    password: string,
    context: AppendContext,
  ): Promise<Customer | null> {
    checkNewPassword(password);
    const keyPurpose = passwordPurpose(purpose);
    // Checked before hashing, so a bad key costs no hash; used up with the change below.
    const found = await this.keys.usable(keyPurpose, key);
    if (!found) return null;
    const hash = await this.hashing.hash(password);
    const now = this.clock.now();
    const usingKey = { purpose: keyPurpose, id: found.id };
    try {
      await this.sql.transaction(() =>
        this.passwordChangeWork(found.customerId, hash, purpose, context, now, usingKey),
      );
    } catch (error) {
      if (error instanceof KeySpent) return null;
      throw error;
    }
    return this.byId(found.customerId);
  }

  /** A new password given the current one (400 when the current one is wrong). */
  async changePassword(
    customerId: string,
    currentPassword: string,
    newPassword: string,
    context: AppendContext,
  ): Promise<void> {
    checkNewPassword(newPassword);
    if (!(await this.passwordMatches(customerId, currentPassword))) {
      throw new DomainError(CUSTOMER_MESSAGES.wrongCurrentPassword, 400);
    }
    await this.changePasswordOf(customerId, newPassword, 'account', context);
  }

  /**
   * The customer's name, phone and mail preference change at once; a new email waits for the
   * link mailed to it (answers whether one was sent). A new email taken by another → 409.
   */
  async editDetails(
    customerId: string,
    input: CustomerDetailsInput,
    context: AppendContext,
  ): Promise<{ verificationSent: boolean }> {
    const details = checkCustomerDetails(input);
    const customer = await this.byId(customerId);
    if (!customer) throw new DomainError(CUSTOMER_MESSAGES.signInRequired, 403);
    const newEmail = details.email !== customer.email ? details.email : null;
    if (newEmail) {
      const owner = await this.repository.byEmail(newEmail);
      if (owner && owner.customer.id !== customerId) {
        throw new DomainError(CUSTOMER_MESSAGES.emailTaken, 409);
      }
    }
    const { repository } = this;
    await this.sql.transaction(() => repository.updateDetails(customerId, details));
    if (!newEmail) return { verificationSent: false };
    await this.withKey(
      customer,
      KEY_PURPOSES.verifyEmail,
      context,
      (keyId) => ({
        type: 'EmailChangeRequested',
        data: { customerId, keyId, newEmail },
      }),
      newEmail,
    );
    return { verificationSent: true };
  }

  /** Follows an email verification link: the new email is the customer's. Null: bad key. */
  async verifyEmail(key: unknown, context: AppendContext): Promise<Customer | null> {
    const redeemed = await this.keys.redeem(KEY_PURPOSES.verifyEmail, key);
    if (!redeemed?.newEmail) return null;
    const customer = await this.byId(redeemed.customerId);
    if (!customer) return null;
    const { repository, store } = this;
    const email = redeemed.newEmail;
    try {
      await this.sql.transaction(function* () {
        yield* repository.updateEmail(customer.id, email);
        yield* appendToCustomer(store, customer.id, context, {
          type: 'EmailChanged',
          data: { customerId: customer.id, previousEmail: customer.email, email },
        });
      });
    } catch (error) {
      // Someone signed up with that email since the link was sent.
      if (isUniqueViolation(error)) throw new DomainError(CUSTOMER_MESSAGES.emailTaken, 409);
      throw error;
    }
    return { ...customer, email };
  }

  /**
   * Staff mark a customer as a business customer, or not (`npm run customer:business`):
   * answers whether the email has an account. Their sessions see it on the next request.
   */
  async setBusinessCustomer(email: string, business: boolean): Promise<boolean> {
    const { repository } = this;
    const changed = await this.sql.transaction(() => repository.setBusiness(email, business));
    return changed > 0;
  }

  pendingEmail(customerId: string): Promise<string | null> {
    return this.keys.pendingEmail(customerId);
  }

  private async changePasswordOf(
    customerId: string,
    password: string,
    by: 'account' | 'reset' | 'set',
    context: AppendContext,
  ): Promise<void> {
    const hash = await this.hashing.hash(password);
    const now = this.clock.now();
    await this.sql.transaction(() => this.passwordChangeWork(customerId, hash, by, context, now));
  }

  /**
   * The new password, the key it came with (if any) used up, every other unused sign-in and
   * password key of the customer spent, and PasswordChanged, in the caller's transaction. The
   * customer's row is written first: password changes of one customer queue there (a row lock
   * on PostgreSQL), so two links used at once change it once and never deadlock on the keys.
   * Throws KeySpent (rolling back) when the key was used meanwhile.
   */
  private *passwordChangeWork(
    customerId: string,
    hash: string,
    by: 'account' | 'reset' | 'set',
    context: AppendContext,
    now: Date,
    usingKey: { purpose: KeyPurpose; id: string } | null = null,
  ): SqlWork<void> {
    yield* this.repository.updatePassword(customerId, hash);
    if (usingKey && !(yield* redeemWork(usingKey.purpose, usingKey.id, now))) throw new KeySpent();
    yield* this.keys.spendSignInKeys(customerId, now);
    yield* appendToCustomer(this.store, customerId, context, {
      type: 'PasswordChanged',
      data: { customerId, by },
    });
  }

  private async withKey(
    customer: Customer,
    purpose: KeyPurpose,
    context: AppendContext,
    event: (keyId: string) => CustomerEvent,
    newEmail: string | null = null,
  ): Promise<void> {
    const { keys, store } = this;
    const now = this.clock.now();
    await this.sql.transaction(function* () {
      const keyId = yield* keys.issue(customer.id, purpose, now, newEmail);
      yield* appendToCustomer(store, customer.id, context, event(keyId));
    });
  }
}

/** The key a password change came with was used meanwhile: the change rolls back. */
class KeySpent extends Error {}

const passwordPurpose = (purpose: 'reset' | 'set'): KeyPurpose =>
  purpose === 'reset' ? KEY_PURPOSES.resetPassword : KEY_PURPOSES.setPassword;
