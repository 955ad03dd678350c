import type { TrackingParams } from '@shop/contracts';
import { IsString, MaxLength } from 'class-validator';

/** `GET /api/tracking/{postcode}/{trackingNumber}`: checked loosely; a mismatch is a 404. */
export class TrackOrderParams implements TrackingParams {
  @IsString()
  @MaxLength(12)
  postcode: string;

  @IsString()
  @MaxLength(20)
  trackingNumber: string;
}
