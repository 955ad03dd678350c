import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { DiscountCodeDefinition, DiscountUsage } from './domain/discount-code';
import { DiscountCodeEntity } from './entities/discount-code.entity';
import { DiscountRedemptionEntity } from './entities/discount-redemption.entity';

/** The stored codes and how often each has been used. */
@Injectable()
export class DiscountCodes {
  constructor(private readonly dataSource: DataSource) {}

  /** The code spelt `code` (already upper case, no spaces), or null. */
  async find(code: string): Promise<DiscountCodeDefinition | null> {
    const row = await this.dataSource.getRepository(DiscountCodeEntity).findOneBy({ code });
    return row && definitionOf(row);
  }

  /** The code an affiliate's link applies (`newbox15`), or null. */
  async forAffiliate(affiliateId: string): Promise<DiscountCodeDefinition | null> {
    const row = await this.dataSource
      .getRepository(DiscountCodeEntity)
      .findOneBy({ affiliateId: affiliateId.toLowerCase() });
    return row && definitionOf(row);
  }

  /** Placed baskets that used `code`, in all and by `email` (any case; '' for nobody yet). */
  async usage(code: string, email: string): Promise<DiscountUsage> {
    const redemptions = this.dataSource.getRepository(DiscountRedemptionEntity);
    const [total, byCustomer] = await Promise.all([
      redemptions.countBy({ code }),
      email ? redemptions.countBy({ code, customerEmail: email.toLowerCase() }) : 0,
    ]);
    return { total, byCustomer };
  }
}

function definitionOf(row: DiscountCodeEntity): DiscountCodeDefinition {
  return {
    code: row.code,
    rule: {
      percentOff: row.percentOff,
      amountOff: row.amountOff,
      scope: row.scope,
      minimumSpend: row.minimumSpend,
      requirementMessage: row.requirementMessage,
    },
    isCodeVisible: row.isCodeVisible,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    fallbackCode: row.fallbackCode,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    affiliateId: row.affiliateId,
  };
}
