import type { TrackingRequest } from '@shop/contracts';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const ID = /^[A-Za-z0-9_.-]+$/;

export class TrackingDto implements TrackingRequest {
  @IsOptional()
  @IsString()
  @MaxLength(100)
  @Matches(ID, { message: 'affiliateWindowId must be letters, digits, ., - or _' })
  affiliateWindowId?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(40)
  @Matches(ID, { message: 'affiliateId must be letters, digits, ., - or _' })
  affiliateId?: string | null;
}
