import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SqlDatabase } from '../platform/database/sql-database';
import type { DiscountCodeDefinition, DiscountUsage } from './domain/discount-code';
import { DiscountCodeEntity } from './entities/discount-code.entity';
import { discountUsageQuery } from './uses/discount-uses';

/** The stored codes and how often each has been used. */
@Injectable()
export class DiscountCodes {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sql: SqlDatabase,
  ) {}

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

  /**
   * Uses of `code`, in all and by `email` (any case; '' for nobody yet): placed purchases and
   * payments under way (their reservations), not attempts that were declined.
   */
  async usage(code: string, email: string): Promise<DiscountUsage> {
    const query = discountUsageQuery(code, email);
    return query.read(await this.sql.query(query.sql, query.params));
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
