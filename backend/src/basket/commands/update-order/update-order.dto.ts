import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';

export const UPDATE_KEYS = [
  'message',
  'recipient',
  'card',
  'addons',
  'pot',
  'delivery',
  'details',
] as const;
export type UpdateKey = (typeof UPDATE_KEYS)[number];

/** `POST /api/checkout/update` {key, orderIndex, data} (spec 000 §7); `data` is checked per key. */
export class UpdateOrderDto {
  @IsIn(UPDATE_KEYS, { message: `key must be one of ${UPDATE_KEYS.join(', ')}` })
  key: UpdateKey;

  /** 1-based, as in `/checkout/{orderIndex}`. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  orderIndex: number;

  @IsObject()
  data: Record<string, unknown>;
}

export class MessageData {
  @IsString()
  @MaxLength(2000)
  message: string;

  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(20000)
  personalisationConfiguration?: string | null;
}

export class RecipientData {
  @IsString()
  @MaxLength(100)
  recipientName: string;

  @IsString()
  @MaxLength(100)
  addressLine1: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  addressLine2?: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  addressLine3?: string;

  @IsOptional()
  @IsString()
  @MaxLength(60)
  town?: string;

  @IsString()
  @MaxLength(10)
  postcode: string;
}

export class CardData {
  @IsIn(['standard', 'premium-a6', 'premium-a5'], {
    message: 'size must be standard, premium-a6 or premium-a5',
  })
  size: 'standard' | 'premium-a6' | 'premium-a5';
}

export class AddonsData {
  /** The addons the order should have; the server adds and removes to match. */
  @IsArray()
  @ArrayMaxSize(10)
  @IsInt({ each: true })
  addonIds: number[];
}

export class PotData {
  @ValidateIf((_, value) => value !== null)
  @IsInt()
  @Min(1)
  potId: number | null;
}

export class DeliveryData {
  @IsString()
  @MaxLength(40)
  methodId: string;

  @IsString()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'date must be a date written as YYYY-MM-DD' })
  date: string;
}

export class DetailsData {
  @IsString()
  @MaxLength(100)
  name: string;

  @IsString()
  @MaxLength(254)
  email: string;

  @IsOptional()
  @IsString()
  @MaxLength(30)
  phone?: string;

  @IsOptional()
  @IsBoolean()
  mailShot?: boolean;
}
