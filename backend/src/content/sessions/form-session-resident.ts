import { Injectable } from '@nestjs/common';
import { SqlDatabase, type SqlWork } from '../../platform/database/sql-database';
import type { SessionResident } from '../../platform/session/session-residents';

/** The forms' messages, each naming the session that sent it. */
const FORM_TABLES = ['feedback_messages', 'survey_answers', 'contact_messages'];

/**
 * The forms' say in sessions: a session that sent a form holds it (so it is saved, and its
 * per-session limit counts on), but never keeps a session from the idle sweep, and its messages
 * outlive it (they are the shop's record, not the session's).
 */
@Injectable()
export class FormSessionResident implements SessionResident {
  readonly name = 'forms';

  constructor(private readonly sql: SqlDatabase) {}

  keeps(): Promise<ReadonlySet<string>> {
    return Promise.resolve(new Set());
  }

  async holds(sessionIds: readonly string[]): Promise<ReadonlySet<string>> {
    if (sessionIds.length === 0) return new Set();
    const marks = sessionIds.map(() => '?').join(', ');
    const found = await this.sql.query<{ id: string }>(
      FORM_TABLES.map(
        (table) => `SELECT session_id AS id FROM ${table} WHERE session_id IN (${marks})`,
      ).join(' UNION '),
      FORM_TABLES.flatMap(() => sessionIds),
    );
    return new Set(found.map((row) => row.id));
  }

  *forget(): SqlWork<void> {
    // The messages stay.
  }
}
