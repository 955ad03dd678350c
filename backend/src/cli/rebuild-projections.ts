import { SingleBar, Presets } from 'cli-progress';
import { SqlDatabase } from '../platform/database/sql-database';
import { EventStore } from '../platform/event-store/event-store';
import { ProjectionRegistry } from '../platform/event-store/projection-registry';
import { rebuildProjection } from '../platform/event-store/projection-rebuild';
import { openAppContext } from './app-context';

const USAGE = `Usage: npm run projections:rebuild [-- [--check] [name ...]]
  Replays the event log into fresh copies of the inline projection tables and swaps them in.
  --check   build and compare with the live tables only; exit 1 when they differ
  name      only these projections (default: all)`;

async function main(args: string[]): Promise<number> {
  if (args.includes('--help')) {
    console.log(USAGE);
    return 0;
  }
  const dryRun = args.includes('--check');
  const names = args.filter((a) => !a.startsWith('--'));
  const { app } = await openAppContext();
  try {
    const registry = app.get(ProjectionRegistry);
    const unknown = names.filter((n) => !registry.byName(n));
    if (unknown.length) {
      console.error(`Unknown projection(s): ${unknown.join(', ')}`);
      return 2;
    }
    const projections = registry.inline().filter((p) => !names.length || names.includes(p.name));
    if (projections.length === 0) {
      console.log('No inline projections are registered, so there is nothing to rebuild.');
      return 0;
    }
    let drifted = false;
    for (const projection of projections) {
      const bar = new SingleBar(
        {
          format: `${projection.name} [{bar}] {percentage}% | {value}/{total} events | {duration}s`,
        },
        Presets.shades_classic,
      );
      bar.start(1, 0);
      const result = await rebuildProjection(
        app.get(SqlDatabase),
        app.get(EventStore),
        projection,
        {
          dryRun,
          onProgress: ({ read, total }) => {
            bar.setTotal(total);
            bar.update(read);
          },
        },
      );
      bar.stop();
      drifted ||= result.differences.length > 0;
      console.log(
        `${projection.name}: ${result.eventsRead} events, ${result.documents} documents, ` +
          `${result.differences.length} differing from the live table` +
          (result.differences.length
            ? ` (${result.differences.slice(0, 10).join(', ')}${result.differences.length > 10 ? ', ...' : ''})`
            : '') +
          (result.swapped ? '; rebuilt table swapped in.' : '; live table left as it was.'),
      );
    }
    return dryRun && drifted ? 1 : 0;
  } finally {
    await app.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
