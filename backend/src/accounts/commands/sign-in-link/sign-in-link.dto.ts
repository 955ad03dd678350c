import type {
  ForgotPasswordRequest,
  SignInLinkRequest,
  SignInWithLinkRequest,
} from '@shop/contracts';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { ACCOUNT_REQUEST_MESSAGES } from '../../domain/account-request.messages';
import { SingleLine } from '../../../platform/http/plain-text';

/** `POST /api/sign-in/email` and `POST /api/forgot-password`: an email and the captcha. */
export class EmailWithCaptchaDto implements SignInLinkRequest, ForgotPasswordRequest {
  @IsString({ message: ACCOUNT_REQUEST_MESSAGES.email })
  @MinLength(1, { message: ACCOUNT_REQUEST_MESSAGES.email })
  @MaxLength(254, { message: ACCOUNT_REQUEST_MESSAGES.email })
  @SingleLine('your email address')
  email: string;

  @IsString({ message: ACCOUNT_REQUEST_MESSAGES.captcha })
  @MaxLength(4000, { message: ACCOUNT_REQUEST_MESSAGES.captcha })
  captcha: string;
}

/** `POST /api/sign-in/email/token`: the emailed link's token. */
export class SignInWithLinkDto implements SignInWithLinkRequest {
  @IsString({ message: ACCOUNT_REQUEST_MESSAGES.token })
  @MaxLength(200, { message: ACCOUNT_REQUEST_MESSAGES.token })
  token: string;
}
