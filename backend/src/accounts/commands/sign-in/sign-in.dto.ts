import type { SignInRequest } from '@shop/contracts';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { ACCOUNT_REQUEST_MESSAGES } from '../../domain/account-request.messages';

/**
 * `POST /api/sign-in` (docs/rules-storefront.md "Validation": email required, password at least 1,
 * captcha required).
 */
export class SignInDto implements SignInRequest {
  @IsString({ message: ACCOUNT_REQUEST_MESSAGES.email })
  @MinLength(1, { message: ACCOUNT_REQUEST_MESSAGES.email })
  @MaxLength(254, { message: ACCOUNT_REQUEST_MESSAGES.email })
  email: string;

  @IsString({ message: ACCOUNT_REQUEST_MESSAGES.password })
  @MinLength(1, { message: ACCOUNT_REQUEST_MESSAGES.password })
  @MaxLength(1000, { message: ACCOUNT_REQUEST_MESSAGES.password })
  password: string;

  @IsString({ message: ACCOUNT_REQUEST_MESSAGES.captcha })
  @MaxLength(4000, { message: ACCOUNT_REQUEST_MESSAGES.captcha })
  captcha: string;
}
