import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  ADDRESS_BOOK_MAX_ENTRIES,
  ADDRESS_BOOK_MESSAGES,
  CUSTOMER_MESSAGES,
  type SavedAddress,
  type SavedAddressRequest,
} from '@shop/contracts';
import { validRecipient } from '../basket';
import { Clock } from '../platform/clock/clock';
import { SqlDatabase, type SqlWork } from '../platform/database/sql-database';
import { DomainError } from '../platform/domain-error';
import { HTTP_MESSAGES } from '../platform/http/messages';
import { AddressRepository, type AddressEntry } from './repository/address.repository';

/** Ids are UUIDs; anything else cannot be one of the customer's addresses. */
const ADDRESS_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Another customer's address, an unknown or a malformed id: the same 404, never the record. */
const notFound = () => new DomainError(HTTP_MESSAGES.notFound, 404);

/**
 * The customer's address book: recipients saved to fill the checkout with one click. Exactly one
 * address is the default while the book has any (the first added; when the default goes, the
 * newest remaining). Every call names the signed-in customer; ids only pick among their own.
 */
@Injectable()
export class AddressBook {
  constructor(
    private readonly sql: SqlDatabase,
    private readonly clock: Clock,
    private readonly repository: AddressRepository,
  ) {}

  list(customerId: string): Promise<SavedAddress[]> {
    return this.repository.list(customerId);
  }

  async get(customerId: string, id: string): Promise<SavedAddress> {
    const address = await this.repository.byId(customerId, checkedId(id));
    if (!address) throw notFound();
    return address;
  }

  /** Adds an address (the first becomes the default); 409 once the book is full. */
  async add(customerId: string, input: SavedAddressRequest): Promise<SavedAddress> {
    const entry = checkedEntry(input);
    const id = randomUUID();
    const now = this.clock.now();
    await this.change(customerId, function* (repository) {
      const { count, lastNumber } = yield* repository.tally(customerId);
      if (count >= ADDRESS_BOOK_MAX_ENTRIES) throw new DomainError(ADDRESS_BOOK_MESSAGES.full, 409);
      yield* repository.insert(customerId, {
        ...entry,
        id,
        entryNumber: lastNumber + 1,
        isDefault: count === 0,
        now,
      });
    });
    return this.get(customerId, id);
  }

  async edit(customerId: string, id: string, input: SavedAddressRequest): Promise<SavedAddress> {
    const addressId = checkedId(id);
    const entry = checkedEntry(input);
    const now = this.clock.now();
    await this.change(customerId, function* (repository) {
      if (!(yield* repository.update(customerId, addressId, entry, now))) throw notFound();
    });
    return this.get(customerId, addressId);
  }

  /** Deletes an address; when it was the default, the newest remaining one becomes the default. */
  async delete(customerId: string, id: string): Promise<SavedAddress[]> {
    const addressId = checkedId(id);
    await this.change(customerId, function* (repository) {
      const deleted = yield* repository.delete(customerId, addressId);
      if (!deleted) throw notFound();
      if (deleted.wasDefault) yield* repository.makeNewestDefault(customerId);
    });
    return this.list(customerId);
  }

  async makeDefault(customerId: string, id: string): Promise<SavedAddress[]> {
    const addressId = checkedId(id);
    await this.change(customerId, function* (repository) {
      if (!(yield* repository.makeDefault(customerId, addressId))) throw notFound();
    });
    return this.list(customerId);
  }

  /** One transaction holding the customer's lock; a thrown error changes nothing. */
  private change(
    customerId: string,
    work: (repository: AddressRepository) => SqlWork<void>,
  ): Promise<void> {
    const { repository } = this;
    return this.sql.transaction(function* () {
      // The session's customer was deleted meanwhile: as the other account calls answer.
      if (!(yield* repository.lockCustomer(customerId))) {
        throw new DomainError(CUSTOMER_MESSAGES.signInRequired, 403);
      }
      yield* work(repository);
    });
  }
}

/** The id as stored (lower case), or the 404 for one that cannot be an address's. */
function checkedId(id: string): string {
  if (!ADDRESS_ID.test(id)) throw notFound();
  return id.toLowerCase();
}

/**
 * The address as it will be stored: the checkout's own recipient rules and message (trimmed,
 * a name, any one address line, a UK postcode normalised to `SW1A 1AA`), answered as a 400
 * because here it is a form's mistake, and the label trimmed (empty: none).
 */
function checkedEntry(input: SavedAddressRequest): AddressEntry {
  const label = input.label?.trim().replace(/\s+/g, ' ') || null;
  try {
    const recipient = validRecipient({
      recipientName: input.recipientName,
      addressLine1: input.addressLine1,
      addressLine2: input.addressLine2 ?? '',
      addressLine3: input.addressLine3 ?? '',
      town: input.town ?? '',
      postcode: input.postcode,
    });
    return { label, ...recipient };
  } catch (error) {
    if (error instanceof DomainError) throw new DomainError(error.message, 400);
    throw error;
  }
}
