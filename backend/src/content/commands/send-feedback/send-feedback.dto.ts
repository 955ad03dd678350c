import { FORM_LIMITS, FORM_MESSAGES, type FeedbackRequest } from '@shop/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { scale, trimmed, trimmedOrAbsent } from '../../domain/form-rules';
import { IsEmailAddress, IsText } from '../form-validators';
import { MultiLine } from '../../../platform/http/plain-text';

/** `POST /api/feedback` */
export class SendFeedbackDto implements FeedbackRequest {
  @IsIn(scale(1, 5), { message: FORM_MESSAGES.rating })
  rating: number;

  @Transform(({ value }) => trimmed(value))
  @IsText(FORM_LIMITS.commentsMaxLength, { message: FORM_MESSAGES.comments })
  @MultiLine('your comments')
  comments: string;

  @Transform(({ value }) => trimmedOrAbsent(value))
  @IsOptional()
  @IsEmailAddress({ message: FORM_MESSAGES.email })
  email?: string | null;
}
