import { AnalyticsApiKeys, type ApiKeyInfo } from '../analytics';
import { KEY_USAGE, parseKeyArgs } from './analytics-key-args';
import { openAppContext } from './app-context';

/**
 * `npm run analytics:key`: creates, revokes and lists the analytics consumers' API keys. A new
 * key goes alone to stdout (so `$(npm run -s analytics:key -- --name x)` captures it) and
 * everything else to stderr; only its SHA-256 is stored, so it cannot be shown again.
 */
async function main(args: string[]): Promise<number> {
  const command = parseKeyArgs(args);
  if (command.action === 'help') {
    console.log(KEY_USAGE);
    return 0;
  }
  if (command.action === 'invalid') {
    console.error(`${command.problem}\n${KEY_USAGE}`);
    return 2;
  }
  const { app } = await openAppContext();
  try {
    const keys = app.get(AnalyticsApiKeys);
    if (command.action === 'create') {
      const created = await keys.create(command.name);
      console.error(
        `Created analytics API key "${created.name}" (id ${created.id}). ` +
          'Store it now: it is shown only this once. Send it as "Authorization: Bearer <key>".',
      );
      console.log(created.key);
    } else if (command.action === 'revoke') {
      const revoked = await keys.revoke(command.idOrName);
      if (revoked.length === 0) {
        console.error(`No active key has the id or name "${command.idOrName}".`);
        return 1;
      }
      for (const key of revoked) console.log(`Revoked ${describe(key)}`);
    } else {
      const all = await keys.list();
      if (all.length === 0) console.log('No analytics API keys yet.');
      for (const key of all) console.log(describe(key));
    }
    return 0;
  } finally {
    await app.close();
  }
}

function describe(key: ApiKeyInfo): string {
  const state = key.revokedAt ? `revoked ${key.revokedAt}` : 'active';
  return `${key.id}  ${key.prefix}…  "${key.name}"  created ${key.createdAt}  ${state}`;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
