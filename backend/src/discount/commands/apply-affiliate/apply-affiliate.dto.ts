import type { AffiliateRequest } from '@shop/contracts';
import { IsString, Matches, MaxLength } from 'class-validator';

export class AffiliateDto implements AffiliateRequest {
  @IsString()
  @MaxLength(40)
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'affiliateId must be letters, digits, - or _' })
  affiliateId: string;
}
