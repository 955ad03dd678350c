import { SeedRunner } from '../platform/seed/seed-runner';
import { openAppContext } from './app-context';

/** `npm run seed`: applies any seeder the database has not had yet. */
async function main(): Promise<void> {
  const { app, config } = await openAppContext();
  try {
    const runner = app.get(SeedRunner);
    const where = config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL';
    const registered = runner.registered();
    // Opening the context already applied pending seeders; this reports the state.
    const pending = await runner.runPending();
    console.log(
      `Database ${where}: ${registered.length} seeder(s) registered` +
        (registered.length ? ` (${registered.join(', ')})` : '') +
        `, all applied${pending.length ? `; just applied ${pending.join(', ')}` : ''}.`,
    );
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
