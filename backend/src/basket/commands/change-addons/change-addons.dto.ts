import type { ChangeAddonsData } from '@shop/contracts';
import { ArrayMaxSize, IsArray, IsInt } from 'class-validator';

/** `data` of `POST /api/checkout/update` with key `addons`. */
export class ChangeAddonsDto implements ChangeAddonsData {
  /** The addons the order should have; the server adds and removes to match. */
  @IsArray()
  @ArrayMaxSize(10)
  @IsInt({ each: true })
  addonIds: number[];
}
