import { CUSTOMER_MAX_PASSWORD, CUSTOMER_MESSAGES, CUSTOMER_MIN_PASSWORD } from '@shop/contracts';
import { DomainError } from '../../platform/domain-error';
import { normaliseEmail } from './account';

/**
 * A customer account (docs/rules-checkout.md "Checkout state"). The password hash never leaves the
 * module.
 */
export interface Customer {
  id: string;
  /** Lower-cased: one person cannot hold two accounts by changing case. */
  email: string;
  name: string;
  phone: string | null;
  businessCustomer: boolean;
  mailShot: boolean;
  referralToken: string;
  referredBy: string | null;
  /** The customer's latest basket (carried across sign-ins). */
  basketId: string | null;
  /** ISO 8601 UTC. */
  createdAt: string;
}

/** A customer's own details as they may change them. */
export interface CustomerDetailsInput {
  name: string;
  email: string;
  phone?: string | null;
  mailShot?: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits, spaces, brackets, dashes and a leading +: 7 to 15 digits in all. */
const PHONE = /^\+?[0-9 ()-]{7,25}$/;

export const customerEmail = (email: string): string => {
  const normalised = normaliseEmail(email);
  if (!EMAIL.test(normalised) || normalised.length > 254) {
    throw new DomainError(CUSTOMER_MESSAGES.badEmail, 400);
  }
  return normalised;
};

/** The details as stored (trimmed, email lower-cased), or a 400 with the first thing to fix. */
export function checkCustomerDetails(input: CustomerDetailsInput): {
  name: string;
  email: string;
  phone: string | null;
  mailShot: boolean;
} {
  const email = customerEmail(input.email);
  const name = input.name.trim().replace(/\s+/g, ' ');
  if (!name || name.length > 100) throw new DomainError(CUSTOMER_MESSAGES.badName, 400);
  const phone = input.phone?.trim() || null;
  if (phone !== null) {
    const digits = phone.replace(/\D/g, '').length;
    if (!PHONE.test(phone) || digits < 7 || digits > 15) {
      throw new DomainError(CUSTOMER_MESSAGES.badPhone, 400);
    }
  }
  return { email, name, phone, mailShot: input.mailShot ?? true };
}

/**
 * A new password is 10 to 200 characters (docs/rules-storefront.md "Validation",
 * docs/business-rules.md "Accounts").
 */
export function checkNewPassword(password: string): void {
  if (password.length < CUSTOMER_MIN_PASSWORD) {
    throw new DomainError(CUSTOMER_MESSAGES.shortPassword, 400);
  }
  if (password.length > CUSTOMER_MAX_PASSWORD) {
    throw new DomainError(CUSTOMER_MESSAGES.longPassword, 400);
  }
}
