import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock';
import { exec, rows, SqlDatabase, type SqlWork } from '../../platform/database/sql-database';
import { LinkSigner } from '../../platform/signed-links/link-signer';

/**
 * What a mailed key is for, and how long it lasts (docs/rules-storefront.md "Routes"; issue
 * "Customer accounts").
 */
export const KEY_PURPOSES = {
  signInLink: { name: 'sign-in-link', ttlMs: 15 * 60 * 1000 },
  resetPassword: { name: 'reset-password', ttlMs: 60 * 60 * 1000 },
  setPassword: { name: 'set-password', ttlMs: 60 * 60 * 1000 },
  verifyEmail: { name: 'verify-email', ttlMs: 24 * 60 * 60 * 1000 },
} as const;

export type KeyPurpose = (typeof KEY_PURPOSES)[keyof typeof KEY_PURPOSES];

/** A key that can still be used: its id and whose it is. */
export interface UsableKey {
  id: string;
  customerId: string;
}

/** A key that was still good, now used up. */
export interface RedeemedKey {
  customerId: string;
  newEmail: string | null;
}

/**
 * Single-use keys mailed to customers (`customer_keys`). The row keeps the key's id, its purpose,
 * expiry and use; the link carries the id signed by LinkSigner, so neither the table nor the
 * event log holds a usable link. Using a key is one conditional UPDATE: two clicks at once, on
 * any instances, use it once.
 */
@Injectable()
export class CustomerKeys {
  constructor(
    private readonly sql: SqlDatabase,
    private readonly clock: Clock,
    private readonly signer: LinkSigner,
  ) {}

  /** A new key (inside the caller's transaction); answers its id. */
  *issue(
    customerId: string,
    purpose: KeyPurpose,
    now: Date,
    newEmail: string | null = null,
  ): SqlWork<string> {
    const id = randomBytes(24).toString('base64url');
    yield* exec(
      'INSERT INTO customer_keys (id, customer_id, purpose, new_email, expires_at, used_at, created_at) VALUES (?, ?, ?, ?, ?, NULL, ?)',
      [id, customerId, purpose.name, newEmail, new Date(now.getTime() + purpose.ttlMs), now],
    );
    return id;
  }

  /** The link token for a key id (`{id}.{mac}`). */
  token(purpose: KeyPurpose, keyId: string): Promise<string> {
    return this.signer.sign(purpose.name, keyId);
  }

  /** Whether the token names a key of this purpose not used and not expired (nothing changes). */
  async isUsable(purpose: KeyPurpose, token: unknown): Promise<boolean> {
    return (await this.usable(purpose, token)) !== null;
  }

  /** The key the token names when it is of this purpose, unused and unexpired (nothing changes). */
  async usable(purpose: KeyPurpose, token: unknown): Promise<UsableKey | null> {
    const id = await this.signer.verify(purpose.name, token);
    if (!id) return null;
    const [row] = await this.sql.query<{ id: string; customer_id: string }>(
      'SELECT id, customer_id FROM customer_keys WHERE id = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?',
      [id, purpose.name, this.clock.now()],
    );
    return row ? { id: row.id, customerId: row.customer_id } : null;
  }

  /** Uses the key up; null when it is unknown, of another purpose, used or expired. */
  async redeem(purpose: KeyPurpose, token: unknown): Promise<RedeemedKey | null> {
    const id = await this.signer.verify(purpose.name, token);
    if (!id) return null;
    const now = this.clock.now();
    return this.sql.transaction(() => redeemWork(purpose, id, now));
  }

  /**
   * Spends every unused key of the customer that signs in or sets a password, in the caller's
   * transaction: after a password change or reset, no link mailed before it signs in or
   * changes the password again (an older reset link, a sign-in link read by someone else).
   */
  *spendSignInKeys(customerId: string, now: Date): SqlWork<void> {
    yield* exec(
      `UPDATE customer_keys SET used_at = ?
        WHERE customer_id = ? AND used_at IS NULL AND purpose IN (?, ?, ?)`,
      [
        now,
        customerId,
        KEY_PURPOSES.signInLink.name,
        KEY_PURPOSES.resetPassword.name,
        KEY_PURPOSES.setPassword.name,
      ],
    );
  }

  /** The new email of the customer's latest pending verification, if any. */
  async pendingEmail(customerId: string): Promise<string | null> {
    const [row] = await this.sql.query<{ new_email: string }>(
      `SELECT new_email FROM customer_keys
        WHERE customer_id = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?
        ORDER BY created_at DESC LIMIT 1`,
      [customerId, KEY_PURPOSES.verifyEmail.name, this.clock.now()],
    );
    return row?.new_email ?? null;
  }
}

/**
 * Uses the key `id` up in the caller's transaction; null when it is unknown, of another purpose,
 * used or expired. One conditional UPDATE: two uses at once, on any instances, use it once.
 */
export function* redeemWork(
  purpose: KeyPurpose,
  id: string,
  now: Date,
): SqlWork<RedeemedKey | null> {
  const [row] = yield* rows<{ customer_id: string; new_email: string | null }>(
    `UPDATE customer_keys SET used_at = ?
      WHERE id = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?
      RETURNING customer_id, new_email`,
    [now, id, purpose.name, now],
  );
  return row ? { customerId: row.customer_id, newEmail: row.new_email } : null;
}
