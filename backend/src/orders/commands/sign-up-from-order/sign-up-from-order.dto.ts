import type { SignUpFromOrderLinkParams, SignUpFromOrderRequest } from '@shop/contracts';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { ACCOUNT_REQUEST_MESSAGES } from '../../../accounts';

/** `GET /api/sign-up-account/{orderId}/{verificationToken}`: a bad link is answered, not refused. */
export class SignUpFromOrderLinkParamsDto implements SignUpFromOrderLinkParams {
  @IsString()
  orderId: string;

  @IsString()
  verificationToken: string;
}

/** `POST /api/sign-up-account`: lengths here; the link and the password rules in the handler. */
export class SignUpFromOrderDto implements SignUpFromOrderRequest {
  @IsString({ message: ACCOUNT_REQUEST_MESSAGES.token })
  @MaxLength(20, { message: ACCOUNT_REQUEST_MESSAGES.token })
  orderId: string;

  @IsString({ message: ACCOUNT_REQUEST_MESSAGES.token })
  @MaxLength(100, { message: ACCOUNT_REQUEST_MESSAGES.token })
  verificationToken: string;

  @IsString({ message: ACCOUNT_REQUEST_MESSAGES.newPassword })
  @MaxLength(1000, { message: ACCOUNT_REQUEST_MESSAGES.newPassword })
  password: string;

  @IsOptional()
  @IsBoolean({ message: ACCOUNT_REQUEST_MESSAGES.mailShot })
  mailShot?: boolean;
}
