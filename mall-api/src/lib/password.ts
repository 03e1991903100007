import { randomBytes, scrypt, timingSafeEqual, type BinaryLike, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { taskGate } from './task-gate';

const KEY_LENGTH = 32;
const MAX_MEMORY = 256 * 1024 * 1024;

/**
 * scrypt at OWASP's level (N=2^17, r=8, p=1: 128 MiB and about half a second of one core here), run
 * on libuv's thread pool so the event loop keeps serving. SCRYPT_LOG_N lowers it for the unit tests
 * only (hundreds of logins per file); the format records the parameters, so every hash verifies
 * with its own and a login upgrades an older one (`needsRehash`).
 */
export const passwordParams = () => ({ N: 2 ** Number(process.env.SCRYPT_LOG_N ?? 17), r: 8, p: 1 });

export interface PasswordQueueLimits {
  /** Hashes computed at once (default: the machine's cores, PASSWORD_HASH_CONCURRENCY). */
  concurrency: number;
  /** Hashes that may wait for a slot (default: 4 per slot, PASSWORD_HASH_QUEUE); one more is refused at once. */
  waiting: number;
}

export function passwordQueueLimits(env: NodeJS.ProcessEnv = process.env): PasswordQueueLimits {
  const concurrency = Math.max(1, Number(env.PASSWORD_HASH_CONCURRENCY ?? availableParallelism()));
  return { concurrency, waiting: Math.max(0, Number(env.PASSWORD_HASH_QUEUE ?? concurrency * 4)) };
}

const gateOf = (limits: PasswordQueueLimits) => taskGate(limits.concurrency, { maxWaiting: limits.waiting, name: 'password hashing' });
let hashGate = gateOf(passwordQueueLimits());

/**
 * Every password hash (login, join, change, reset) waits its turn on one bounded queue: a burst of junk
 * logins cannot take every core and thread-pool slot for seconds, and when the queue is full the call
 * is refused at once (GateFullError: 503 with Retry-After) instead of waiting behind it. The limits come
 * from the environment when mall-api loads; tests set a tiny queue.
 */
export function configurePasswordQueue(limits: PasswordQueueLimits = passwordQueueLimits()): void {
  hashGate = gateOf(limits);
}

function scryptAsync(password: BinaryLike, salt: BinaryLike, options: ScryptOptions): Promise<Buffer> {
  return hashGate(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password, salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (err, key) => (err ? reject(err) : resolve(key)));
      }),
  );
}

/** `scrypt2$N$r$p$<salt hex>$<key hex>`; the salt may be fixed by the seed so seeded rows are reproducible. */
export async function hashPassword(password: string, salt: Buffer = randomBytes(16)): Promise<string> {
  const params = passwordParams();
  const key = await scryptAsync(password, salt, params);
  return `scrypt2$${params.N}$${params.r}$${params.p}$${salt.toString('hex')}$${key.toString('hex')}`;
}

interface Parsed {
  params: ScryptOptions & { N: number; r: number; p: number };
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): Parsed | null {
  const parts = stored.split('$');
  if (parts[0] === 'scrypt2' && parts.length === 6) {
    const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
    if (![N, r, p].every(Number.isSafeInteger) || N > 2 ** 20) return null;
    return { params: { N, r, p }, salt: Buffer.from(parts[4]!, 'hex'), key: Buffer.from(parts[5]!, 'hex') };
  }
  // The first format: Node's defaults (N=2^14, r=8, p=1).
  if (parts[0] === 'scrypt' && parts.length === 3)
    return { params: { N: 2 ** 14, r: 8, p: 1 }, salt: Buffer.from(parts[1]!, 'hex'), key: Buffer.from(parts[2]!, 'hex') };
  return null;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const actual = await scryptAsync(password, parsed.salt, parsed.params);
  return parsed.key.length === actual.length && timingSafeEqual(parsed.key, actual);
}

/** A hash made with weaker parameters than today's: the next successful login stores a new one. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  const current = passwordParams();
  return !parsed || parsed.params.N < current.N || parsed.params.r < current.r || parsed.params.p < current.p;
}

let dummyHash: Promise<string> | null = null;
/**
 * A login for an id that does not exist still pays for one hash, so the answer time does not tell
 * which ids exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  // A refused first hash (queue full) is not kept: the next call makes it again.
  dummyHash ??= hashPassword('not-a-member-password', Buffer.alloc(16, 7)).catch((error: unknown) => {
    dummyHash = null;
    throw error;
  });
  await verifyPassword(password, await dummyHash);
  return false;
}
