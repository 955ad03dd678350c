import { Injectable } from '@nestjs/common';
import type { ReminderOccasion } from '@shop/contracts';
import { exec, rows, SqlDatabase, type SqlWork } from '../../platform/database/sql-database';
import type { Reminder, ReminderDetails } from './domain/reminder';
import type { DueWindow } from './domain/reminder-dates';

interface ReminderRow {
  id: string;
  customer_id: string;
  occasion: string;
  month: number | string | null;
  day: number | string | null;
  recipient_name: string;
  note: string;
  product_id: number | string | null;
  active: boolean | number;
  created_at: string | Date;
  updated_at: string | Date;
}

const COLUMNS =
  'id, customer_id, occasion, month, day, recipient_name, note, product_id, active, created_at, updated_at';

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

export function toReminder(row: ReminderRow): Reminder {
  return {
    id: row.id,
    customerId: row.customer_id,
    occasion: row.occasion as ReminderOccasion,
    month: numberOrNull(row.month),
    day: numberOrNull(row.day),
    recipientName: row.recipient_name,
    note: row.note,
    productId: numberOrNull(row.product_id),
    active: Boolean(row.active),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/**
 * The `reminders` table. Every read and change of a customer's reminder names the customer in
 * its WHERE clause, so another customer's id finds nothing.
 */
@Injectable()
export class ReminderRepository {
  constructor(private readonly sql: SqlDatabase) {}

  async activeOf(customerId: string): Promise<Reminder[]> {
    const found = await this.sql.query<ReminderRow>(
      `SELECT ${COLUMNS} FROM reminders WHERE customer_id = ? AND active = ?`,
      [customerId, true],
    );
    return found.map(toReminder);
  }

  async activeById(customerId: string, id: string): Promise<Reminder | null> {
    const [row] = await this.sql.query<ReminderRow>(
      `SELECT ${COLUMNS} FROM reminders WHERE id = ? AND customer_id = ? AND active = ?`,
      [id, customerId, true],
    );
    return row ? toReminder(row) : null;
  }

  /**
   * Holds the customer's row until the transaction ends (PostgreSQL), so two adds at once
   * count each other; SQLite's transactions run one at a time anyway.
   */
  *lockCustomer(customerId: string): SqlWork<void> {
    const lock = this.sql.dialect === 'postgres' ? ' FOR UPDATE' : '';
    yield* rows(`SELECT id FROM customers WHERE id = ?${lock}`, [customerId]);
  }

  *countActive(customerId: string): SqlWork<number> {
    const [row] = yield* rows<{ n: number | string }>(
      'SELECT COUNT(*) AS n FROM reminders WHERE customer_id = ? AND active = ?',
      [customerId, true],
    );
    return Number(row.n);
  }

  *insert(reminder: Reminder): SqlWork<void> {
    yield* exec(`INSERT INTO reminders (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, [
      reminder.id,
      reminder.customerId,
      reminder.occasion,
      reminder.month,
      reminder.day,
      reminder.recipientName,
      reminder.note,
      reminder.productId,
      reminder.active,
      new Date(reminder.createdAt),
      new Date(reminder.updatedAt),
    ]);
  }

  /** Changes the customer's active reminder; false when there is none with that id. */
  *update(customerId: string, id: string, details: ReminderDetails, now: Date): SqlWork<boolean> {
    const changed = yield* rows<{ id: string }>(
      `UPDATE reminders SET occasion = ?, month = ?, day = ?, recipient_name = ?, note = ?,
              product_id = ?, updated_at = ?
        WHERE id = ? AND customer_id = ? AND active = ? RETURNING id`,
      [
        details.occasion,
        details.month,
        details.day,
        details.recipientName,
        details.note,
        details.productId,
        now,
        id,
        customerId,
        true,
      ],
    );
    return changed.length > 0;
  }

  /** Stops the customer's active reminder; false when there is none with that id. */
  *deactivate(customerId: string, id: string, now: Date): SqlWork<boolean> {
    const changed = yield* rows<{ id: string }>(
      'UPDATE reminders SET active = ?, updated_at = ? WHERE id = ? AND customer_id = ? AND active = ? RETURNING id',
      [false, now, id, customerId, true],
    );
    return changed.length > 0;
  }

  /**
   * Stops a reminder whoever asks (the emailed link's signature says it is the customer's);
   * answers it, stopped before or now, or null when there is no such reminder.
   */
  *deactivateAny(id: string, now: Date): SqlWork<Reminder | null> {
    yield* exec('UPDATE reminders SET active = ?, updated_at = ? WHERE id = ? AND active = ?', [
      false,
      now,
      id,
      true,
    ]);
    const [row] = yield* rows<ReminderRow>(`SELECT ${COLUMNS} FROM reminders WHERE id = ?`, [id]);
    return row ? toReminder(row) : null;
  }

  /** Active reminders that may be due in `window`, by id after `after` (the job's pages). */
  async dueCandidates(window: DueWindow, after: string, limit: number): Promise<Reminder[]> {
    const conditions: string[] = [];
    const params: unknown[] = [true, after];
    if (window.occasions.length > 0) {
      conditions.push(`occasion IN (${window.occasions.map(() => '?').join(', ')})`);
      params.push(...window.occasions);
    }
    for (const { month, day } of window.days) {
      conditions.push('(month = ? AND day = ?)');
      params.push(month, day);
    }
    if (conditions.length === 0) return [];
    const found = await this.sql.query<ReminderRow>(
      `SELECT ${COLUMNS} FROM reminders WHERE active = ? AND id > ? AND (${conditions.join(' OR ')})
        ORDER BY id LIMIT ?`,
      [...params, limit],
    );
    return found.map(toReminder);
  }

  /**
   * The reminder and its customer's email and name, if it is still active, inside the job's
   * transaction; on PostgreSQL the row stays locked until it ends, so a stop waits for it.
   */
  *activeWithCustomer(
    id: string,
  ): SqlWork<{ reminder: Reminder; email: string; customerName: string } | null> {
    const lock = this.sql.dialect === 'postgres' ? ' FOR UPDATE OF r' : '';
    const [row] = yield* rows<ReminderRow & { email: string; customer_name: string }>(
      `SELECT ${COLUMNS.split(', ')
        .map((c) => `r.${c}`)
        .join(', ')}, c.email, c.name AS customer_name
         FROM reminders r JOIN customers c ON c.id = r.customer_id
        WHERE r.id = ? AND r.active = ?${lock}`,
      [id, true],
    );
    return row
      ? { reminder: toReminder(row), email: row.email, customerName: row.customer_name }
      : null;
  }
}
