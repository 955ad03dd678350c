import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../platform/clock/clock';
import { isUniqueViolation } from '../platform/database/sql-database';
import { HashingQueue } from './credentials/hashing-queue';
import { hashPassword } from './credentials/password-hash';
import { AccountRefused, checkNewAccount, type Account, type NewAccount } from './domain/account';
import { ACCOUNT_MESSAGES } from './domain/account.messages';
import { AccountRepository } from './repository/account.repository';

/**
 * Accounts of people who sign in: support staff now, customers later (same table, same hashing,
 * same sign-in). Passwords are kept only as scrypt hashes (docs/business-rules.md "Accounts").
 */
@Injectable()
export class Accounts {
  constructor(
    private readonly repository: AccountRepository,
    private readonly clock: Clock,
    private readonly hashing: HashingQueue,
  ) {}

  /** A new account, or AccountRefused with what to fix (a taken email included). */
  async create(input: NewAccount): Promise<Account> {
    const { email, name } = checkNewAccount(input);
    if (await this.repository.byEmail(email)) {
      throw new AccountRefused(ACCOUNT_MESSAGES.duplicateEmail(email));
    }
    const now = this.clock.now();
    const account: Account = {
      id: randomUUID(),
      email,
      name,
      role: input.role,
      createdAt: now.toISOString(),
    };
    // Made from the command line, so not queued behind sign-ins; at the shop's cost.
    const hash = await hashPassword(input.password, this.hashing.cost);
    try {
      await this.repository.insert(account, hash, now);
    } catch (error) {
      // Two creations with one email at once: the unique key lets only one through.
      if (isUniqueViolation(error)) {
        throw new AccountRefused(ACCOUNT_MESSAGES.duplicateEmail(email));
      }
      throw error;
    }
    return account;
  }

  async findById(id: string): Promise<Account | null> {
    return (await this.repository.byId(id))?.account ?? null;
  }

  async findByEmail(email: string): Promise<Account | null> {
    return (await this.repository.byEmail(email))?.account ?? null;
  }

  /**
   * The account whose email and password these are, or null. An unknown email still costs one
   * hash, so the answer's timing does not tell which emails have accounts. Throws HashingBusy
   * when too many checks are already waiting (a flood): the caller answers 429.
   */
  async verifyCredentials(email: string, password: string): Promise<Account | null> {
    const stored = await this.repository.byEmail(email);
    const matches = await this.hashing.verify(password, stored?.passwordHash);
    return stored && matches ? stored.account : null;
  }
}
