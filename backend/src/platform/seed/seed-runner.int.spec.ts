import { DataSource } from 'typeorm';
import { createTestApp } from '../../testing/test-app';
import { SeedRunner } from './seed-runner';

describe('seed runner', () => {
  it('applies each seeder once per database, with its data in the same transaction', async () => {
    const t = await createTestApp({ emptyDatabase: true });
    try {
      const runner = t.app.get(SeedRunner);
      const dataSource = t.app.get(DataSource);
      let runs = 0;
      runner.register({
        name: 'probe-sessions',
        run: async (manager) => {
          runs += 1;
          await manager.insert('sessions', {
            id: 'a'.repeat(64),
            customerId: null,
            createdAt: new Date(),
          });
        },
      });
      runner.register({
        name: 'failing',
        run: async (manager) => {
          await manager.insert('sessions', {
            id: 'b'.repeat(64),
            customerId: null,
            createdAt: new Date(),
          });
          throw new Error('seed data invalid');
        },
      });
      await expect(runner.runPending()).rejects.toThrow('seed data invalid');
      expect(runs).toBe(1);
      const sessions = await dataSource.query('SELECT id FROM sessions');
      expect(sessions).toEqual([{ id: 'a'.repeat(64) }]);
      const history = await dataSource.query('SELECT name FROM seed_history');
      // Domain modules' own seeders ran at boot too; only the two probes matter here.
      const probes = history.filter((row: { name: string }) =>
        ['probe-sessions', 'failing'].includes(row.name),
      );
      expect(probes).toEqual([{ name: 'probe-sessions' }]);
    } finally {
      await t.close();
    }
  });
});

describe('seed runner under concurrent calls', () => {
  it('runs overlapping runPending calls one after another, applying each seeder once', async () => {
    const t = await createTestApp({ emptyDatabase: true });
    try {
      const runner = t.app.get(SeedRunner);
      let runs = 0;
      runner.register({
        name: 'slow-probe',
        run: async () => {
          runs += 1;
          await new Promise((resolve) => setTimeout(resolve, 20));
        },
      });
      const [first, second] = await Promise.all([runner.runPending(), runner.runPending()]);
      expect(runs).toBe(1);
      expect([first, second]).toEqual([['slow-probe'], []]);
    } finally {
      await t.close();
    }
  });
});
