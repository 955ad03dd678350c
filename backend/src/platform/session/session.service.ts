import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from '../clock/clock';
import { SessionEntity } from './session.entity';
import type { ShopSession } from './shop-session';

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** Opaque random session tokens; the database keeps only their hash. */
@Injectable()
export class SessionService {
  constructor(
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    private readonly clock: Clock,
  ) {}

  /** The session for a cookie token, or null when the token is malformed or unknown. */
  async find(token: string | undefined): Promise<ShopSession | null> {
    if (!token || !TOKEN_FORMAT.test(token)) return null;
    const row = await this.sessions.findOneBy({ id: hashToken(token) });
    return row ? toShopSession(row) : null;
  }

  /** A new session; returns the token to put in the cookie. */
  async create(): Promise<{ token: string; session: ShopSession }> {
    const token = randomBytes(32).toString('base64url');
    const row: SessionEntity = {
      id: hashToken(token),
      customerId: null,
      createdAt: this.clock.now(),
    };
    await this.sessions.insert(row);
    return { token, session: toShopSession(row) };
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function toShopSession(row: SessionEntity): ShopSession {
  return { id: row.id, customerId: row.customerId, email: null };
}
