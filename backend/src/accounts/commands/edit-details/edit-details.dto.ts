import type {
  ChangePasswordRequest,
  EditCustomerDetailsRequest,
  VerifyEmailRequest,
} from '@shop/contracts';
import { IsBoolean, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { ACCOUNT_REQUEST_MESSAGES } from '../../domain/account-request.messages';
import { SingleLine } from '../../../platform/http/plain-text';

/** `POST /api/account/details`. */
export class EditDetailsDto implements EditCustomerDetailsRequest {
  @IsString({ message: ACCOUNT_REQUEST_MESSAGES.name })
  @MaxLength(200, { message: ACCOUNT_REQUEST_MESSAGES.name })
  @SingleLine('your name')
  name: string;

  @IsString({ message: ACCOUNT_REQUEST_MESSAGES.email })
  @MinLength(1, { message: ACCOUNT_REQUEST_MESSAGES.email })
  @MaxLength(254, { message: ACCOUNT_REQUEST_MESSAGES.email })
  @SingleLine('your email address')
  email: string;

  @IsOptional()
  @IsString({ message: ACCOUNT_REQUEST_MESSAGES.phone })
  @MaxLength(30, { message: ACCOUNT_REQUEST_MESSAGES.phone })
  @SingleLine('your phone number')
  phone?: string | null;

  @IsBoolean({ message: ACCOUNT_REQUEST_MESSAGES.mailShot })
  mailShot: boolean;
}

/** `POST /api/account/change-password`. */
export class ChangePasswordDto implements ChangePasswordRequest {
  @IsString({ message: ACCOUNT_REQUEST_MESSAGES.password })
  @MaxLength(1000, { message: ACCOUNT_REQUEST_MESSAGES.password })
  currentPassword: string;

  @IsString({ message: ACCOUNT_REQUEST_MESSAGES.newPassword })
  @MaxLength(1000, { message: ACCOUNT_REQUEST_MESSAGES.newPassword })
  newPassword: string;
}

/** `POST /api/account/edit-details/verify`. */
export class VerifyEmailDto implements VerifyEmailRequest {
  @IsString({ message: ACCOUNT_REQUEST_MESSAGES.token })
  @MaxLength(200, { message: ACCOUNT_REQUEST_MESSAGES.token })
  key: string;
}
