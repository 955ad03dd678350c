import {
  ADDRESS_BOOK_MESSAGES,
  ADDRESS_LABEL_MAX_LENGTH,
  SAVED_ADDRESS_LIMITS,
  type SavedAddressRequest,
} from '@shop/contracts';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * `POST /api/account/address-book` and `POST /api/account/address-book/{id}`: the checkout
 * recipient's fields and limits, and a label. What the fields say is checked by the checkout's
 * recipient rules after this.
 */
export class SavedAddressDto implements SavedAddressRequest {
  @IsOptional()
  @IsString({ message: ADDRESS_BOOK_MESSAGES.label })
  @MaxLength(ADDRESS_LABEL_MAX_LENGTH, { message: ADDRESS_BOOK_MESSAGES.label })
  label?: string | null;

  @IsString({ message: ADDRESS_BOOK_MESSAGES.recipientName })
  @MaxLength(SAVED_ADDRESS_LIMITS.recipientName, { message: ADDRESS_BOOK_MESSAGES.recipientName })
  recipientName: string;

  @IsString({ message: ADDRESS_BOOK_MESSAGES.addressLine })
  @MaxLength(SAVED_ADDRESS_LIMITS.addressLine, { message: ADDRESS_BOOK_MESSAGES.addressLine })
  addressLine1: string;

  @IsOptional()
  @IsString({ message: ADDRESS_BOOK_MESSAGES.addressLine })
  @MaxLength(SAVED_ADDRESS_LIMITS.addressLine, { message: ADDRESS_BOOK_MESSAGES.addressLine })
  addressLine2?: string;

  @IsOptional()
  @IsString({ message: ADDRESS_BOOK_MESSAGES.addressLine })
  @MaxLength(SAVED_ADDRESS_LIMITS.addressLine, { message: ADDRESS_BOOK_MESSAGES.addressLine })
  addressLine3?: string;

  @IsOptional()
  @IsString({ message: ADDRESS_BOOK_MESSAGES.town })
  @MaxLength(SAVED_ADDRESS_LIMITS.town, { message: ADDRESS_BOOK_MESSAGES.town })
  town?: string;

  @IsString({ message: ADDRESS_BOOK_MESSAGES.postcode })
  @MaxLength(SAVED_ADDRESS_LIMITS.postcode, { message: ADDRESS_BOOK_MESSAGES.postcode })
  postcode: string;
}
