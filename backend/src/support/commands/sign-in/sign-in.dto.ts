import { SUPPORT_MESSAGES, type SupportSignInRequest } from '@shop/contracts';
import { IsString, MaxLength } from 'class-validator';
import { SUPPORT_REQUEST_MESSAGES } from '../../domain/support.messages';

/** `POST /api/support/sign-in` */
export class SignInDto implements SupportSignInRequest {
  @IsString({ message: SUPPORT_REQUEST_MESSAGES.email })
  @MaxLength(254, { message: SUPPORT_REQUEST_MESSAGES.email })
  email: string;

  // Bounded so nobody can make the server hash megabytes.
  @IsString({ message: SUPPORT_REQUEST_MESSAGES.password })
  @MaxLength(1000, { message: SUPPORT_REQUEST_MESSAGES.password })
  password: string;

  @IsString({ message: SUPPORT_MESSAGES.captchaFailed })
  @MaxLength(4000, { message: SUPPORT_MESSAGES.captchaFailed })
  captcha: string;
}
