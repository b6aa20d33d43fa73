import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => {
    scryptCb(password.normalize('NFKC'), salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key)));
  });

export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1, keylen: 64, saltBytes: 16 } as const;

/** N=2^15, r=8 needs 128*N*r = 32 MiB, exactly Node's default maxmem: give it headroom. */
const maxmem = (N: number, r: number) => 128 * N * r * 2;

/**
 * Hashes a password with scrypt. Encoded as `scrypt$N=32768,r=8,p=1$<salt b64url>$<hash b64url>`
 * so the parameters can be raised later without invalidating stored hashes.
 */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keylen, saltBytes } = SCRYPT_PARAMS;
  const salt = randomBytes(saltBytes);
  const key = await scrypt(password, salt, keylen, { N, r, p, maxmem: maxmem(N, r) });
  return `scrypt$N=${N},r=${r},p=${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Verifies a password against an encoded hash in constant time. Malformed hashes never match. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parts = encoded.split('$');
  const [scheme, paramText, saltText, hashText] = parts;
  if (parts.length !== 4 || scheme !== 'scrypt' || paramText === undefined || saltText === undefined || hashText === undefined) return false;
  const params = Object.fromEntries(paramText.split(',').map((kv) => kv.split('=') as [string, string]));
  const N = Number(params.N);
  const r = Number(params.r);
  const p = Number(params.p);
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20 || r > 32 || p > 16) return false;
  const salt = Buffer.from(saltText, 'base64url');
  const expected = Buffer.from(hashText, 'base64url');
  if (salt.length === 0 || expected.length < 16) return false;
  const actual = await scrypt(password, salt, expected.length, { N, r, p, maxmem: maxmem(N, r) });
  return timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/** Spends the same work as a real verification, for unknown e-mail addresses. */
export async function verifyDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
  return false;
}
