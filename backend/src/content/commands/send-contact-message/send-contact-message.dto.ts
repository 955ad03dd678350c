import {
  FORM_LIMITS,
  FORM_MESSAGES,
  ORDER_NUMBER_FORMAT,
  type ContactRequest,
} from '@shop/contracts';
import { Transform } from 'class-transformer';
import { IsOptional, Matches } from 'class-validator';
import { trimmed, trimmedOrAbsent } from '../../domain/form-rules';
import { IsEmailAddress, IsText } from '../form-validators';
import { MultiLine, SingleLine } from '../../../platform/http/plain-text';

/** `POST /api/contact` */
export class SendContactMessageDto implements ContactRequest {
  @Transform(({ value }) => trimmed(value))
  @IsText(FORM_LIMITS.nameMaxLength, { message: FORM_MESSAGES.name })
  @SingleLine('your name')
  name: string;

  @Transform(({ value }) => trimmed(value))
  @IsEmailAddress({ message: FORM_MESSAGES.email })
  email: string;

  // `p1234567` is the same order as `P1234567`.
  @Transform(({ value }) => {
    const given = trimmedOrAbsent(value);
    return typeof given === 'string' ? given.toUpperCase() : given;
  })
  @IsOptional()
  @Matches(ORDER_NUMBER_FORMAT, { message: FORM_MESSAGES.orderNumber })
  orderNumber?: string | null;

  @Transform(({ value }) => trimmed(value))
  @IsText(FORM_LIMITS.messageMaxLength, { message: FORM_MESSAGES.message })
  @MultiLine('your message')
  message: string;
}
