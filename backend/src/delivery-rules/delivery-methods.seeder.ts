import type { EntityManager } from 'typeorm';
import type { Seeder } from '../platform/seed/seed-runner';
import { DeliveryMethodEntity } from './entities/delivery-method.entity';
import { DELIVERY_METHODS } from './domain/delivery-methods';

/**
 * Writes the five delivery methods of docs/business-rules.md "Delivery methods" once per database.
 */
export class DeliveryMethodsSeeder implements Seeder {
  // A changed method list gets a new name (v2) so existing databases receive it too.
  readonly name = 'delivery-methods-v1';

  async run(manager: EntityManager): Promise<void> {
    await manager.insert(
      DeliveryMethodEntity,
      DELIVERY_METHODS.map((m) => ({
        id: m.id,
        name: m.name,
        price: m.price,
        weekdays: [...m.weekdays],
        requiresPostcodeCheck: m.requiresPostcodeCheck,
        dateSuffix: m.dateSuffix,
        overrideMethod: m.overrideMethod,
        sortOrder: m.sortOrder,
      })),
    );
  }
}
