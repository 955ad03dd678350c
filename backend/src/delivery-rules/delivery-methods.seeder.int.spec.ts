import { DataSource } from 'typeorm';
import { SeedRunner } from '../platform/seed/seed-runner';
import { createTestApp } from '../testing/test-app';
import { testDialects } from '../platform/database/scratch-database';
import { DeliveryMethodEntity } from './entities/delivery-method.entity';

describe.each(testDialects())('delivery methods seed on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeEach(async () => {
    t = await createTestApp({ dialect, emptyDatabase: true });
  });
  afterEach(async () => {
    await t.close();
  });

  it('given a fresh database, when the app boots, then the five DOMAIN.md methods exist', async () => {
    const rows = await t.app
      .get(DataSource)
      .getRepository(DeliveryMethodEntity)
      .find({ order: { sortOrder: 'ASC' } });

    expect(rows.map((r) => [r.id, r.price, r.weekdays])).toEqual([
      ['standard', 0, [2, 3, 4, 5, 6]],
      ['tracked', 399, [1, 2, 3, 4, 5, 6]],
      ['before-1pm', 799, [1, 2, 3, 4, 5]],
      ['sunday', 999, [7]],
      ['letterbox', 0, [1, 2, 3, 4, 5, 6]],
    ]);
    expect(rows.find((r) => r.id === 'before-1pm')).toEqual({
      id: 'before-1pm',
      name: 'Before 1pm',
      price: 799,
      weekdays: [1, 2, 3, 4, 5],
      requiresPostcodeCheck: true,
      dateSuffix: ' before 1pm',
      overrideMethod: 'tracked',
      sortOrder: 3,
    });
  });

  it('given a seeded database, when the runner runs again, then nothing is applied', async () => {
    const runner = t.app.get(SeedRunner);

    expect(runner.registered()).toContain('delivery-methods-v1');
    expect(await runner.runPending()).toEqual([]);
    expect(await t.app.get(DataSource).getRepository(DeliveryMethodEntity).count()).toBe(5);
  });
});
