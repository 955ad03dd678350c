import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../platform/clock/clock';
import { exec, isUniqueViolation, SqlDatabase } from '../platform/database/sql-database';
import type { AccountRole } from '../platform/session/shop-session';
import { ACCOUNT_MESSAGES, MIN_PASSWORD_LENGTH } from './account.messages';
import { decoyHash, hashPassword, verifyPassword } from './password-hash';

export interface Account {
  id: string;
  email: string;
  name: string;
  role: AccountRole;
  createdAt: string;
}

export interface NewAccount {
  email: string;
  name: string;
  password: string;
  role: AccountRole;
}

/** An account refused for a reason the person creating it can fix. */
export class AccountRefused extends Error {}

interface AccountRow {
  id: string;
  email: string;
  name: string;
  role: string;
  created_at: string | Date;
  password_hash: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const COLUMNS = 'id, email, name, role, created_at, password_hash';

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Accounts of people who sign in: support staff now, customers later (same table, same
 * hashing, same sign-in). Passwords are kept only as scrypt hashes (DOMAIN.md).
 */
@Injectable()
export class Accounts {
  constructor(
    private readonly sql: SqlDatabase,
    private readonly clock: Clock,
  ) {}

  async create(input: NewAccount): Promise<Account> {
    const email = normaliseEmail(input.email);
    const name = input.name.trim();
    if (!EMAIL.test(email) || email.length > 254)
      throw new AccountRefused(ACCOUNT_MESSAGES.badEmail);
    if (!name || name.length > 100) throw new AccountRefused(ACCOUNT_MESSAGES.badName);
    if (input.password.length < MIN_PASSWORD_LENGTH) {
      throw new AccountRefused(ACCOUNT_MESSAGES.shortPassword);
    }
    if (await this.findByEmail(email))
      throw new AccountRefused(ACCOUNT_MESSAGES.duplicateEmail(email));
    const account: Account = {
      id: randomUUID(),
      email,
      name,
      role: input.role,
      createdAt: this.clock.now().toISOString(),
    };
    const hash = await hashPassword(input.password);
    try {
      await this.sql.transaction(() =>
        exec(
          'INSERT INTO accounts (id, email, name, password_hash, role, created_at) VALUES (?, ?, ?, ?, ?, ?)',
          [account.id, email, name, hash, account.role, this.clock.now()],
        ),
      );
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AccountRefused(ACCOUNT_MESSAGES.duplicateEmail(email));
      throw error;
    }
    return account;
  }

  async findById(id: string): Promise<Account | null> {
    const [row] = await this.sql.query<AccountRow>(`SELECT ${COLUMNS} FROM accounts WHERE id = ?`, [
      id,
    ]);
    return row ? toAccount(row) : null;
  }

  async findByEmail(email: string): Promise<Account | null> {
    const row = await this.rowByEmail(email);
    return row ? toAccount(row) : null;
  }

  /**
   * The account whose email and password these are, or null. An unknown email still costs one
   * hash, so the answer's timing does not tell which emails have accounts.
   */
  async verifyCredentials(email: string, password: string): Promise<Account | null> {
    const row = await this.rowByEmail(email);
    const matches = await verifyPassword(password, row?.password_hash ?? (await decoyHash()));
    return row && matches ? toAccount(row) : null;
  }

  private async rowByEmail(email: string): Promise<AccountRow | undefined> {
    const [row] = await this.sql.query<AccountRow>(
      `SELECT ${COLUMNS} FROM accounts WHERE email = ?`,
      [normaliseEmail(email)],
    );
    return row;
  }
}

function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as AccountRole,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
