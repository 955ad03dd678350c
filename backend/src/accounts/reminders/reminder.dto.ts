import {
  REMINDER_LIMITS,
  REMINDER_MESSAGES,
  REMINDER_OCCASIONS,
  type DeactivateReminderRequest,
  type ReminderOccasion,
  type ReminderRequest,
} from '@shop/contracts';
import { IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { MultiLine, SingleLine } from '../../platform/http/plain-text';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

/**
 * `POST /api/account/reminders` and `POST /api/account/reminders/{id}`: the shapes; the rules
 * across fields (a real date, only for the occasions that take one) are the domain's.
 */
export class ReminderDto implements ReminderRequest {
  @IsIn(REMINDER_OCCASIONS, { message: REMINDER_MESSAGES.occasion })
  occasion: ReminderOccasion;

  @IsOptional()
  @IsIn(MONTHS, { message: REMINDER_MESSAGES.date })
  month?: number | null;

  @IsOptional()
  @IsIn(DAYS, { message: REMINDER_MESSAGES.date })
  day?: number | null;

  @IsString({ message: REMINDER_MESSAGES.recipientName })
  // A loose bound on what is read; the domain counts the trimmed name exactly.
  @MaxLength(REMINDER_LIMITS.recipientName * 4, { message: REMINDER_MESSAGES.recipientName })
  @SingleLine('who the reminder is for')
  recipientName: string;

  @IsOptional()
  @IsString({ message: REMINDER_MESSAGES.note })
  @MaxLength(REMINDER_LIMITS.note * 4, { message: REMINDER_MESSAGES.note })
  @MultiLine('your note')
  note?: string;

  // Whole numbers only here; the domain checks the range, the catalogue that it is on sale.
  @IsOptional()
  @IsInt({ message: REMINDER_MESSAGES.product })
  productId?: number | null;
}

/** `POST /api/reminders/deactivate`. */
export class DeactivateReminderDto implements DeactivateReminderRequest {
  // Any string: one that is not a link the shop signed (too long included) is simply not valid.
  @IsString({ message: REMINDER_MESSAGES.token })
  token: string;
}
