import { Injectable } from '@nestjs/common';
import type { RecipientDetails, SavedAddress } from '@shop/contracts';
import { exec, rows, SqlDatabase, type SqlWork } from '../../platform/database/sql-database';

/** An address as it is stored: the checked recipient and the customer's label. */
export interface AddressEntry extends RecipientDetails {
  label: string | null;
}

interface AddressRow {
  id: string;
  label: string | null;
  recipient_name: string;
  address_line1: string;
  address_line2: string;
  address_line3: string;
  town: string;
  postcode: string;
  is_default: boolean | number;
  created_at: string | Date;
  updated_at: string | Date;
}

const COLUMNS =
  'id, label, recipient_name, address_line1, address_line2, address_line3, town, postcode, is_default, created_at, updated_at';

/**
 * The `customer_addresses` table. Every statement names the customer, so an id of another
 * customer's address finds nothing. Changes run inside the caller's transaction after
 * `lockCustomer`, so two requests of one customer cannot both add "the first address" or leave
 * two defaults.
 */
@Injectable()
export class AddressRepository {
  constructor(private readonly sql: SqlDatabase) {}

  /** Default first, then the newest. */
  async list(customerId: string): Promise<SavedAddress[]> {
    const found = await this.sql.query<AddressRow>(
      `SELECT ${COLUMNS} FROM customer_addresses WHERE customer_id = ?
       ORDER BY is_default DESC, entry_number DESC`,
      [customerId],
    );
    return found.map(toSavedAddress);
  }

  async byId(customerId: string, id: string): Promise<SavedAddress | null> {
    const [row] = await this.sql.query<AddressRow>(
      `SELECT ${COLUMNS} FROM customer_addresses WHERE id = ? AND customer_id = ?`,
      [id, customerId],
    );
    return row ? toSavedAddress(row) : null;
  }

  /**
   * Holds the customer's row until the transaction ends (PostgreSQL; SQLite transactions run one
   * at a time anyway). False when there is no such customer.
   */
  *lockCustomer(customerId: string): SqlWork<boolean> {
    const lock = this.sql.dialect === 'postgres' ? ' FOR UPDATE' : '';
    const found = yield* rows<{ id: string }>(`SELECT id FROM customers WHERE id = ?${lock}`, [
      customerId,
    ]);
    return found.length > 0;
  }

  /** How many addresses the customer has, and the number the latest addition was given. */
  *tally(customerId: string): SqlWork<{ count: number; lastNumber: number }> {
    const [row] = yield* rows<{ n: number | string; last: number | string | null }>(
      'SELECT COUNT(*) AS n, MAX(entry_number) AS last FROM customer_addresses WHERE customer_id = ?',
      [customerId],
    );
    return { count: Number(row?.n ?? 0), lastNumber: Number(row?.last ?? 0) };
  }

  *insert(
    customerId: string,
    address: { id: string; entryNumber: number; isDefault: boolean; now: Date } & AddressEntry,
  ): SqlWork<void> {
    yield* exec(
      `INSERT INTO customer_addresses (customer_id, entry_number, ${COLUMNS})
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        customerId,
        address.entryNumber,
        address.id,
        address.label,
        address.recipientName,
        address.addressLine1,
        address.addressLine2,
        address.addressLine3,
        address.town,
        address.postcode,
        address.isDefault,
        address.now,
        address.now,
      ],
    );
  }

  /** False when the customer has no address with that id. */
  *update(customerId: string, id: string, entry: AddressEntry, now: Date): SqlWork<boolean> {
    const changed = yield* rows<{ id: string }>(
      `UPDATE customer_addresses SET label = ?, recipient_name = ?, address_line1 = ?,
         address_line2 = ?, address_line3 = ?, town = ?, postcode = ?, updated_at = ?
       WHERE id = ? AND customer_id = ? RETURNING id`,
      [
        entry.label,
        entry.recipientName,
        entry.addressLine1,
        entry.addressLine2,
        entry.addressLine3,
        entry.town,
        entry.postcode,
        now,
        id,
        customerId,
      ],
    );
    return changed.length > 0;
  }

  /** Null when the customer has no address with that id; else whether it was the default. */
  *delete(customerId: string, id: string): SqlWork<{ wasDefault: boolean } | null> {
    const [deleted] = yield* rows<{ is_default: boolean | number }>(
      'DELETE FROM customer_addresses WHERE id = ? AND customer_id = ? RETURNING is_default',
      [id, customerId],
    );
    return deleted ? { wasDefault: Boolean(deleted.is_default) } : null;
  }

  /** The customer's most recently added address becomes the default (none: nothing happens). */
  *makeNewestDefault(customerId: string): SqlWork<void> {
    yield* exec(
      `UPDATE customer_addresses SET is_default = ? WHERE id = (
         SELECT id FROM customer_addresses WHERE customer_id = ?
         ORDER BY entry_number DESC LIMIT 1)`,
      [true, customerId],
    );
  }

  /** That address becomes the default and no other is; false when the customer has no such address. */
  *makeDefault(customerId: string, id: string): SqlWork<boolean> {
    const found = yield* rows<{ id: string }>(
      'SELECT id FROM customer_addresses WHERE id = ? AND customer_id = ?',
      [id, customerId],
    );
    if (found.length === 0) return false;
    yield* exec(
      `UPDATE customer_addresses SET is_default = ?
       WHERE customer_id = ? AND is_default = ? AND id <> ?`,
      [false, customerId, true, id],
    );
    yield* exec('UPDATE customer_addresses SET is_default = ? WHERE id = ?', [true, id]);
    return true;
  }
}

function toSavedAddress(row: AddressRow): SavedAddress {
  return {
    id: row.id,
    label: row.label,
    recipientName: row.recipient_name,
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    addressLine3: row.address_line3,
    town: row.town,
    postcode: row.postcode,
    isDefault: Boolean(row.is_default),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
