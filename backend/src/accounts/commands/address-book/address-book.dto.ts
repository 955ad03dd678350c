import {
  ADDRESS_BOOK_MESSAGES,
  ADDRESS_LABEL_MAX_LENGTH,
  SAVED_ADDRESS_LIMITS,
  type SavedAddressRequest,
} from '@shop/contracts';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { SingleLine } from '../../../platform/http/plain-text';

/**
 * `POST /api/account/address-book` and `POST /api/account/address-book/{id}`: the checkout
 * recipient's fields and limits, and a label. What the fields say is checked by the checkout's
 * recipient rules after this.
 */
export class SavedAddressDto implements SavedAddressRequest {
  @IsOptional()
  @IsString({ message: ADDRESS_BOOK_MESSAGES.label })
  @MaxLength(ADDRESS_LABEL_MAX_LENGTH, { message: ADDRESS_BOOK_MESSAGES.label })
  @SingleLine('the label')
  label?: string | null;

  @IsString({ message: ADDRESS_BOOK_MESSAGES.recipientName })
  @MaxLength(SAVED_ADDRESS_LIMITS.recipientName, { message: ADDRESS_BOOK_MESSAGES.recipientName })
  @SingleLine("the recipient's name")
  recipientName: string;

  @IsString({ message: ADDRESS_BOOK_MESSAGES.addressLine })
  @MaxLength(SAVED_ADDRESS_LIMITS.addressLine, { message: ADDRESS_BOOK_MESSAGES.addressLine })
  @SingleLine('the address')
  addressLine1: string;

  @IsOptional()
  @IsString({ message: ADDRESS_BOOK_MESSAGES.addressLine })
  @MaxLength(SAVED_ADDRESS_LIMITS.addressLine, { message: ADDRESS_BOOK_MESSAGES.addressLine })
  @SingleLine('the address')
  addressLine2?: string;

  @IsOptional()
  @IsString({ message: ADDRESS_BOOK_MESSAGES.addressLine })
  @MaxLength(SAVED_ADDRESS_LIMITS.addressLine, { message: ADDRESS_BOOK_MESSAGES.addressLine })
  @SingleLine('the address')
  addressLine3?: string;

  @IsOptional()
  @IsString({ message: ADDRESS_BOOK_MESSAGES.town })
  @MaxLength(SAVED_ADDRESS_LIMITS.town, { message: ADDRESS_BOOK_MESSAGES.town })
  @SingleLine('the town')
  town?: string;

  @IsString({ message: ADDRESS_BOOK_MESSAGES.postcode })
  @MaxLength(SAVED_ADDRESS_LIMITS.postcode, { message: ADDRESS_BOOK_MESSAGES.postcode })
  @SingleLine('the postcode')
  postcode: string;
}
