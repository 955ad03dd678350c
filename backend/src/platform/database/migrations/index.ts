import { CreateEventStore1763700000000 } from './1763700000000-create-event-store';
import { CreateSessions1763700000001 } from './1763700000001-create-sessions';

/** Every migration, in order. Listed explicitly so source (tests) and build (start) run the same set. */
export const MIGRATIONS = [CreateEventStore1763700000000, CreateSessions1763700000001];
