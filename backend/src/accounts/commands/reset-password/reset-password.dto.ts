import type { ResetPasswordRequest } from '@shop/contracts';
import { IsString, MaxLength } from 'class-validator';
import { ACCOUNT_REQUEST_MESSAGES } from '../../domain/account-request.messages';

/** `POST /api/forgot-password/key`, `POST /api/set-password/key`. */
export class ResetPasswordDto implements ResetPasswordRequest {
  @IsString({ message: ACCOUNT_REQUEST_MESSAGES.token })
  @MaxLength(200, { message: ACCOUNT_REQUEST_MESSAGES.token })
  key: string;

  @IsString({ message: ACCOUNT_REQUEST_MESSAGES.newPassword })
  @MaxLength(1000, { message: ACCOUNT_REQUEST_MESSAGES.newPassword })
  password: string;
}
