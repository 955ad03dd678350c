import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { exec, rows, SqlDatabase, type SqlWork } from '../database/sql-database';

const SECRET_NAME = 'link-signing-key';
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const MAC = /^[A-Za-z0-9_-]{43}$/;

/**
 * Links mailed to a customer (magic sign-in, password reset, email change, reminder opt-out)
 * carry an id and its HMAC: `{id}.{mac}`. The log and the tables keep only ids, so nothing read
 * from them is a usable link without the shop's key (kept in `app_secrets`, made once, shared by
 * every instance on the database). Compared in constant time.
 */
@Injectable()
export class LinkSigner {
  private key: Promise<Buffer> | null = null;

  constructor(private readonly sql: SqlDatabase) {}

  /** The link token for `id` within `purpose` (a token for one purpose fails every other). */
  async sign(purpose: string, id: string): Promise<string> {
    return `${id}.${this.mac(await this.secret(), purpose, id)}`;
  }

  /**
   * `sign` inside a transaction (a checkpointed subscriber composing an email): the key is read
   * (made, the first time) in the same transaction.
   */
  *signWork(purpose: string, id: string): SqlWork<string> {
    const key = yield* keyWork();
    return `${id}.${this.mac(key, purpose, id)}`;
  }

  /** The id a token was signed for, or null when it is malformed or not signed by this shop. */
  async verify(purpose: string, token: unknown): Promise<string | null> {
    if (typeof token !== 'string' || token.length > 120) return null;
    const dot = token.lastIndexOf('.');
    const id = token.slice(0, dot);
    const mac = token.slice(dot + 1);
    if (dot < 1 || !ID.test(id) || !MAC.test(mac)) return null;
    const expected = Buffer.from(this.mac(await this.secret(), purpose, id));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }

  private mac(key: Buffer, purpose: string, id: string): string {
    return createHmac('sha256', key).update(`${purpose}\n${id}`).digest('base64url');
  }

  private secret(): Promise<Buffer> {
    this.key ??= this.sql.transaction(keyWork).catch((error: unknown) => {
      this.key = null;
      throw error;
    });
    return this.key;
  }
}

/** The shop's link-signing key, made once (the first writer's wins on every instance). */
function* keyWork(): SqlWork<Buffer> {
  yield* exec('INSERT INTO app_secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING', [
    SECRET_NAME,
    randomBytes(32).toString('base64url'),
  ]);
  const [row] = yield* rows<{ value: string }>('SELECT value FROM app_secrets WHERE name = ?', [
    SECRET_NAME,
  ]);
  return Buffer.from(row.value, 'base64url');
}
