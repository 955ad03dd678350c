import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PASSWORD_HASH_COST } from '../../platform/config/password-hash-cost';

/** scrypt's block size and parallelism; its cost N is PASSWORD_HASH_COST unless a caller says. */
const PARAMS = { r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * A password as stored: `scrypt$N$r$p$salt$hash` (salt and hash base64url). The parameters
 * travel with each hash, so raising the cost later leaves old hashes verifiable.
 */
export async function hashPassword(
  password: string,
  cost: number = PASSWORD_HASH_COST,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const { N, r, p } = { N: cost, ...PARAMS };
  const key = await derive(password, salt, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when `password` matches `stored`; compares in constant time. False for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !hash || !Object.values(params).every(Number.isInteger)) {
    return false;
  }
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), params);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * A hash of nothing anyone knows, at the cost real ones are made at: verifying against it costs
 * the same as against a real one.
 */
const decoys = new Map<number, Promise<string>>();
export const decoyHash = (cost: number = PASSWORD_HASH_COST): Promise<string> => {
  let decoy = decoys.get(cost);
  if (!decoy) decoys.set(cost, (decoy = hashPassword(randomBytes(16).toString('hex'), cost)));
  return decoy;
};
