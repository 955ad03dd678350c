import { Injectable } from '@nestjs/common';
import { exec, SqlDatabase } from '../../platform/database/sql-database';
import type { AccountRole } from '@shop/contracts';
import { normaliseEmail, type Account } from '../domain/account';

/** An account as stored, with its password hash (never leaves this module). */
export interface StoredAccount {
  account: Account;
  passwordHash: string;
}

interface AccountRow {
  id: string;
  email: string;
  name: string;
  role: string;
  created_at: string | Date;
  password_hash: string;
}

const COLUMNS = 'id, email, name, role, created_at, password_hash';

/** The `accounts` table: one row per account, the email unique and stored lower-cased. */
@Injectable()
export class AccountRepository {
  constructor(private readonly sql: SqlDatabase) {}

  /** Inserts the account; a duplicate email fails with the database's unique violation. */
  async insert(account: Account, passwordHash: string, createdAt: Date): Promise<void> {
    await this.sql.transaction(() =>
      exec(
        'INSERT INTO accounts (id, email, name, password_hash, role, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        [account.id, account.email, account.name, passwordHash, account.role, createdAt],
      ),
    );
  }

  async byId(id: string): Promise<StoredAccount | null> {
    const [row] = await this.sql.query<AccountRow>(`SELECT ${COLUMNS} FROM accounts WHERE id = ?`, [
      id,
    ]);
    return row ? toStored(row) : null;
  }

  /** The account with this email, in any case. */
  async byEmail(email: string): Promise<StoredAccount | null> {
    const [row] = await this.sql.query<AccountRow>(
      `SELECT ${COLUMNS} FROM accounts WHERE email = ?`,
      [normaliseEmail(email)],
    );
    return row ? toStored(row) : null;
  }
}

function toStored(row: AccountRow): StoredAccount {
  return {
    account: {
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role as AccountRole,
      createdAt: new Date(row.created_at).toISOString(),
    },
    passwordHash: row.password_hash,
  };
}
