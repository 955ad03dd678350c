/**
 * scrypt's cost for new password hashes (N = 2^15): about 32 MiB and a tenth of a second of a
 * core per hash (accounts/credentials/password-hash.ts).
 */
export const PASSWORD_HASH_COST = 32768;

/**
 * `PASSWORD_HASH_COST`: scrypt's N for new password hashes, a power of two. Lower than the
 * shop's cost only for tests (the backend suite's apps hash at 1024, testing/test-app.ts), so
 * refused below it when `NODE_ENV` is production. Hashes keep their own cost, so a password
 * hashed at one cost is checked at that cost whatever the setting is later.
 */
export function parsePasswordHashCost(
  value: string | undefined,
  nodeEnv: string | undefined,
): number {
  const text = value?.trim() ?? '';
  if (text === '') return PASSWORD_HASH_COST;
  const cost = Number(text);
  if (!Number.isInteger(cost) || cost < 2 || (cost & (cost - 1)) !== 0 || cost > 2 ** 20) {
    throw new Error(`PASSWORD_HASH_COST must be a power of two from 2 to 1048576, got "${value}"`);
  }
  if (nodeEnv === 'production' && cost < PASSWORD_HASH_COST) {
    throw new Error(
      `PASSWORD_HASH_COST below ${PASSWORD_HASH_COST} is for tests and is refused when NODE_ENV is production`,
    );
  }
  return cost;
}
