// `npm run seed`: applies any seeder the database has not had yet (see docs/operating.md "Seed data").
import { runBackendCli } from './lib.mjs';

await runBackendCli('seed');
