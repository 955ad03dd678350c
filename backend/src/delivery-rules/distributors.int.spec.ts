import type { DistributorName } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { createTestApp } from '../testing/test-app';
import { testDialects } from '../platform/database/scratch-database';
import { DISTRIBUTOR_RULES } from './domain/distributor-rules';

describe.each(testDialects())('distributors table on %s', (dialect) => {
  it('holds the same rules as the delivery domain, and every product references one', async () => {
    const t = await createTestApp({ dialect });
    try {
      const dataSource = t.app.get(DataSource);
      const rows: {
        name: DistributorName;
        method_ids: string;
        lead_days: number;
        cut_off: string;
      }[] = await dataSource.query(
        'SELECT name, method_ids, lead_days, cut_off FROM distributors ORDER BY name',
      );
      const fromTable = Object.fromEntries(
        rows.map((r) => [
          r.name,
          {
            methods: r.method_ids ? r.method_ids.split(',') : [],
            leadDays: Number(r.lead_days),
            cutOff: r.cut_off,
          },
        ]),
      );
      expect(fromTable).toEqual(
        Object.fromEntries(
          Object.entries(DISTRIBUTOR_RULES).map(([name, rule]) => [
            name,
            { methods: [...rule.methods], leadDays: rule.leadDays, cutOff: rule.cutOff },
          ]),
        ),
      );
      const orphans = await dataSource.query(
        'SELECT p.id FROM products p LEFT JOIN distributors d ON d.name = p.distributor WHERE d.name IS NULL',
      );
      expect(orphans).toEqual([]);
      await expect(
        dataSource.query(
          "UPDATE products SET distributor = 'Nobody' WHERE id = (SELECT MIN(id) FROM products)",
        ),
      ).rejects.toThrow();
    } finally {
      await t.close();
    }
  });
});
