import { Injectable } from '@nestjs/common';
import { exec, rows, SqlDatabase, type SqlWork } from '../../platform/database/sql-database';
import { normaliseEmail } from '../domain/account';
import type { Customer } from '../domain/customer';

/** A customer as stored, with the password hash (never leaves the accounts module). */
export interface StoredCustomer {
  customer: Customer;
  passwordHash: string;
}

interface CustomerRow {
  id: string;
  email: string;
  name: string;
  phone: string | null;
  password_hash: string;
  business_customer: boolean | number;
  mail_shot: boolean | number;
  referral_token: string;
  referred_by: string | null;
  basket_id: string | null;
  created_at: string | Date;
}

const COLUMNS =
  'id, email, name, phone, password_hash, business_customer, mail_shot, referral_token, referred_by, basket_id, created_at';

/** The `customers` table: one row per customer, the email unique and lower-cased. */
@Injectable()
export class CustomerRepository {
  constructor(private readonly sql: SqlDatabase) {}

  /** Inserts the customer; a taken email fails with the database's unique violation. */
  insert(customer: Customer, passwordHash: string): SqlWork<void> {
    return exec(`INSERT INTO customers (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, [
      customer.id,
      customer.email,
      customer.name,
      customer.phone,
      passwordHash,
      customer.businessCustomer,
      customer.mailShot,
      customer.referralToken,
      customer.referredBy,
      customer.basketId,
      new Date(customer.createdAt),
    ]);
  }

  async byId(id: string): Promise<StoredCustomer | null> {
    return this.one('id = ?', id);
  }

  async byEmail(email: string): Promise<StoredCustomer | null> {
    return this.one('email = ?', normaliseEmail(email));
  }

  async byReferralToken(token: string): Promise<StoredCustomer | null> {
    return this.one('referral_token = ?', token);
  }

  *updateDetails(
    id: string,
    details: { name: string; phone: string | null; mailShot: boolean },
  ): SqlWork<void> {
    yield* exec('UPDATE customers SET name = ?, phone = ?, mail_shot = ? WHERE id = ?', [
      details.name,
      details.phone,
      details.mailShot,
      id,
    ]);
  }

  *updateEmail(id: string, email: string): SqlWork<void> {
    yield* exec('UPDATE customers SET email = ? WHERE id = ?', [email, id]);
  }

  *updatePassword(id: string, passwordHash: string): SqlWork<void> {
    yield* exec('UPDATE customers SET password_hash = ? WHERE id = ?', [passwordHash, id]);
  }

  /** Staff set or clear the business flag from the command line. */
  *setBusiness(email: string, business: boolean): SqlWork<number> {
    const changed = yield* rows<{ id: string }>(
      'UPDATE customers SET business_customer = ? WHERE email = ? RETURNING id',
      [business, normaliseEmail(email)],
    );
    return changed.length;
  }

  private async one(where: string, value: string): Promise<StoredCustomer | null> {
    const [row] = await this.sql.query<CustomerRow>(
      `SELECT ${COLUMNS} FROM customers WHERE ${where}`,
      [value],
    );
    return row ? toStored(row) : null;
  }
}

function toStored(row: CustomerRow): StoredCustomer {
  return {
    customer: {
      id: row.id,
      email: row.email,
      name: row.name,
      phone: row.phone,
      businessCustomer: Boolean(row.business_customer),
      mailShot: Boolean(row.mail_shot),
      referralToken: row.referral_token,
      referredBy: row.referred_by,
      basketId: row.basket_id,
      createdAt: new Date(row.created_at).toISOString(),
    },
    passwordHash: row.password_hash,
  };
}
