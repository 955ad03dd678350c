/** What `npm run analytics:key -- …` was asked to do. */
export type KeyCommand =
  | { action: 'create'; name: string }
  | { action: 'revoke'; idOrName: string }
  | { action: 'list' }
  | { action: 'help' }
  | { action: 'invalid'; problem: string };

export const KEY_USAGE = `Usage: npm run analytics:key -- --name <name>     create a key (shown once)
       npm run analytics:key -- --revoke <id|name>  revoke a key
       npm run analytics:key -- --list              list keys (never the keys themselves)`;

export function parseKeyArgs(args: readonly string[]): KeyCommand {
  if (args.length === 0 || args.includes('--help')) return { action: 'help' };
  const [flag, value, ...rest] = args;
  if (rest.length > 0) return { action: 'invalid', problem: `Unexpected ${rest.join(' ')}` };
  if (flag === '--list') {
    return value === undefined
      ? { action: 'list' }
      : { action: 'invalid', problem: `Unexpected ${value}` };
  }
  if (flag !== '--name' && flag !== '--revoke') {
    return { action: 'invalid', problem: `Unknown option ${flag}` };
  }
  if (!value?.trim()) return { action: 'invalid', problem: `${flag} needs a value` };
  return flag === '--name'
    ? { action: 'create', name: value.trim() }
    : { action: 'revoke', idOrName: value.trim() };
}
