import {
  UPDATE_KEYS,
  type OrderUpdateDataByKey,
  type UpdateKey,
  type UpdateOrderRequest,
} from '@shop/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsObject, Min } from 'class-validator';

/**
 * `POST /api/checkout/update` {key, orderIndex, data} (docs/rules-checkout.md "Calls"). `data` is
 * checked by the DTO of its key (see order-updates.ts) once `key` is known.
 */
export class UpdateOrderDto implements UpdateOrderRequest {
  @IsIn(UPDATE_KEYS, { message: `key must be one of ${UPDATE_KEYS.join(', ')}` })
  key: UpdateKey;

  /** 1-based, as in `/checkout/{orderIndex}`. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  orderIndex: number;

  @IsObject()
  data: OrderUpdateDataByKey[UpdateKey];
}
