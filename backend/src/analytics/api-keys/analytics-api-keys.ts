import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock';
import { SqlDatabase, exec } from '../../platform/database/sql-database';

const KEY_PREFIX = 'posy_ak_';
/** `posy_ak_` and 256 random bits in base64url. */
const KEY_FORMAT = /^posy_ak_[A-Za-z0-9_-]{43}$/;
const SHOWN_PREFIX_LENGTH = KEY_PREFIX.length + 4;

export interface ApiKeyInfo {
  id: string;
  name: string;
  /** The first characters of the key, to tell keys apart; never enough to use one. */
  prefix: string;
  createdAt: string;
  revokedAt: string | null;
}

interface KeyRow {
  id: string;
  name: string;
  key_prefix: string;
  created_at: string;
  revoked_at: string | null;
}

/**
 * Analytics consumers' API keys (docs/business-rules.md "Accounts"): random, shown once, stored as
 * SHA-256 only.
 */
@Injectable()
export class AnalyticsApiKeys {
  constructor(
    private readonly sql: SqlDatabase,
    private readonly clock: Clock,
  ) {}

  /** A new key named `name`; the returned `key` is never stored and cannot be shown again. */
  async create(name: string): Promise<ApiKeyInfo & { key: string }> {
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > 100)
      throw new Error('A key needs a name of 1 to 100 characters');
    if ((await this.list()).some((k) => k.name === trimmed && !k.revokedAt)) {
      throw new Error(
        `An active key is already named "${trimmed}": revoke it or choose another name`,
      );
    }
    const key = KEY_PREFIX + randomBytes(32).toString('base64url');
    const info: ApiKeyInfo = {
      id: randomUUID(),
      name: trimmed,
      prefix: key.slice(0, SHOWN_PREFIX_LENGTH),
      createdAt: this.clock.now().toISOString(),
      revokedAt: null,
    };
    await this.sql.transaction(() =>
      exec(
        'INSERT INTO analytics_api_keys (id, name, key_hash, key_prefix, created_at) VALUES (?, ?, ?, ?, ?)',
        [info.id, info.name, hashKey(key), info.prefix, info.createdAt],
      ),
    );
    return { ...info, key };
  }

  /** Revokes the active keys with this id or name; returns them (empty when none matched). */
  async revoke(idOrName: string): Promise<ApiKeyInfo[]> {
    const revokedAt = this.clock.now().toISOString();
    const matched = (await this.list()).filter(
      (k) => !k.revokedAt && (k.id === idOrName || k.name === idOrName),
    );
    if (matched.length === 0) return [];
    const ids = matched.map((k) => k.id);
    await this.sql.transaction(() =>
      exec(
        `UPDATE analytics_api_keys SET revoked_at = ? WHERE revoked_at IS NULL AND id IN (${ids.map(() => '?').join(', ')})`,
        [revokedAt, ...ids],
      ),
    );
    return matched.map((k) => ({ ...k, revokedAt }));
  }

  async list(): Promise<ApiKeyInfo[]> {
    const found = await this.sql.query<KeyRow>(
      'SELECT id, name, key_prefix, created_at, revoked_at FROM analytics_api_keys ORDER BY created_at, id',
    );
    return found.map((row) => ({
      id: row.id,
      name: row.name,
      prefix: row.key_prefix,
      createdAt: row.created_at,
      revokedAt: row.revoked_at,
    }));
  }

  /** The id of the active key `key`, or null for a malformed, unknown or revoked key. */
  async verify(key: string | undefined): Promise<string | null> {
    if (!key || !KEY_FORMAT.test(key)) return null;
    const [row] = await this.sql.query<{ id: string }>(
      'SELECT id FROM analytics_api_keys WHERE key_hash = ? AND revoked_at IS NULL',
      [hashKey(key)],
    );
    return row?.id ?? null;
  }
}

const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex');
