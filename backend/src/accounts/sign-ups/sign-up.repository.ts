import { Injectable } from '@nestjs/common';
import { exec, rows, SqlDatabase, type SqlWork } from '../../platform/database/sql-database';

/** A sign-up waiting for its email to be confirmed, as stored. */
export interface WaitingSignUp {
  id: string;
  email: string;
  name: string;
  phone: string | null;
  mailShot: boolean;
  passwordHash: string;
  referralToken: string | null;
}

interface SignUpRow {
  id: string;
  email: string;
  name: string;
  phone: string | null;
  mail_shot: boolean | number;
  password_hash: string;
  referral_token: string | null;
}

/** The `customer_sign_ups` table: sign-ups whose mailed link has not been followed yet. */
@Injectable()
export class SignUpRepository {
  constructor(private readonly sql: SqlDatabase) {}

  *insertWork(signUp: WaitingSignUp, now: Date, expiresAt: Date): SqlWork<void> {
    yield* exec(
      `INSERT INTO customer_sign_ups
         (id, email, name, phone, mail_shot, password_hash, referral_token, expires_at, used_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?)`,
      [
        signUp.id,
        signUp.email,
        signUp.name,
        signUp.phone,
        signUp.mailShot,
        signUp.passwordHash,
        signUp.referralToken,
        expiresAt,
        now,
      ],
    );
  }

  /**
   * The sign-up when it has not expired, and whether its link was followed already (it stays
   * until it expires, so a second click can be told the account is made). Nothing changes.
   */
  async find(id: string, now: Date): Promise<(WaitingSignUp & { used: boolean }) | null> {
    const [row] = await this.sql.query<SignUpRow & { used_at: unknown }>(
      `SELECT id, email, name, phone, mail_shot, password_hash, referral_token, used_at
         FROM customer_sign_ups WHERE id = ? AND expires_at > ?`,
      [id, now],
    );
    return row ? { ...toWaiting(row), used: row.used_at != null } : null;
  }

  /** Uses the sign-up in the caller's transaction; false when it was used or expired. */
  *useWork(id: string, now: Date): SqlWork<boolean> {
    const used = yield* rows<{ id: string }>(
      `UPDATE customer_sign_ups SET used_at = ?
        WHERE id = ? AND used_at IS NULL AND expires_at > ? RETURNING id`,
      [now, id, now],
    );
    return used.length === 1;
  }

  /** Deletes expired sign-ups, used or not (their details and hashes go with them). */
  *sweepWork(now: Date): SqlWork<number> {
    const gone = yield* rows<{ id: string }>(
      'DELETE FROM customer_sign_ups WHERE expires_at < ? RETURNING id',
      [now],
    );
    return gone.length;
  }
}

function toWaiting(row: SignUpRow): WaitingSignUp {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    mailShot: Boolean(row.mail_shot),
    passwordHash: row.password_hash,
    referralToken: row.referral_token,
  };
}
