import { ApplyAffiliateController } from './apply-affiliate/apply-affiliate.controller';
import { ApplyAffiliateHandler } from './apply-affiliate/apply-affiliate.handler';
import { ApplyDiscountController } from './apply-discount/apply-discount.controller';
import { ApplyDiscountCodeHandler } from './apply-discount/apply-discount.handler';
import { RemoveDiscountController } from './remove-discount/remove-discount.controller';
import { RemoveDiscountCodeHandler } from './remove-discount/remove-discount.handler';
import { TrackAffiliateController } from './track-affiliate/track-affiliate.controller';
import { TrackAffiliateHandler } from './track-affiliate/track-affiliate.handler';

export const DISCOUNT_COMMAND_CONTROLLERS = [
  ApplyDiscountController,
  RemoveDiscountController,
  ApplyAffiliateController,
  TrackAffiliateController,
];

export const DISCOUNT_COMMAND_HANDLERS = [
  ApplyDiscountCodeHandler,
  RemoveDiscountCodeHandler,
  ApplyAffiliateHandler,
  TrackAffiliateHandler,
];
