import { CreateEventStore1763700000000 } from './1763700000000-create-event-store';
import { CreateSessions1763700000001 } from './1763700000001-create-sessions';
import { CreateSeedHistory1763700000002 } from './1763700000002-create-seed-history';

/** Every migration, in order. Listed explicitly so source (tests) and build (start) run the same set. */
export const MIGRATIONS = [
  CreateEventStore1763700000000,
  CreateSessions1763700000001,
  CreateSeedHistory1763700000002,
];
