import { GetDiscountController } from './get-discount/get-discount.controller';
import { GetDiscountHandler } from './get-discount/get-discount.handler';

export const DISCOUNT_QUERY_CONTROLLERS = [GetDiscountController];
export const DISCOUNT_QUERY_HANDLERS = [GetDiscountHandler];
