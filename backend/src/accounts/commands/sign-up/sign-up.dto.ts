import type { ConfirmSignUpRequest, SignUpRequest } from '@shop/contracts';
import { IsBoolean, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { ACCOUNT_REQUEST_MESSAGES } from '../../domain/account-request.messages';
import { SingleLine } from '../../../platform/http/plain-text';

/** `POST /api/sign-up`: lengths here; the rules (email, name, phone, password) in the domain. */
export class SignUpDto implements SignUpRequest {
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

  @IsString({ message: ACCOUNT_REQUEST_MESSAGES.newPassword })
  @MaxLength(1000, { message: ACCOUNT_REQUEST_MESSAGES.newPassword })
  password: string;

  @IsOptional()
  @IsBoolean({ message: ACCOUNT_REQUEST_MESSAGES.mailShot })
  mailShot?: boolean;

  @IsString({ message: ACCOUNT_REQUEST_MESSAGES.captcha })
  @MaxLength(4000, { message: ACCOUNT_REQUEST_MESSAGES.captcha })
  captcha: string;

  @IsOptional()
  @IsString({ message: ACCOUNT_REQUEST_MESSAGES.referral })
  @MaxLength(40, { message: ACCOUNT_REQUEST_MESSAGES.referral })
  referralToken?: string | null;
}

/** `POST /api/sign-up/confirm`: the key of the link a sign-up mailed. */
export class ConfirmSignUpDto implements ConfirmSignUpRequest {
  @IsString({ message: ACCOUNT_REQUEST_MESSAGES.token })
  @MaxLength(200, { message: ACCOUNT_REQUEST_MESSAGES.token })
  key: string;
}
