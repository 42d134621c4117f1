import { hash, verify } from '@node-rs/argon2';
import { randomToken } from '../../db/ids';

// OWASP's argon2id recommendation: m = 19 MiB, t = 2, p = 1.
// `algorithm: 2` is Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
const PARAMS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A hash verified when there is no account (or no password), so that case takes as long as a wrong password.
let decoyHash: Promise<string> | null = null;
const decoy = () => (decoyHash ??= hashPassword(randomToken(16)));

/**
 * Verifies a password against an account's hash, or against a decoy when there is none: the answer
 * and its timing do not tell whether the account exists.
 */
export async function verifyPasswordOrDecoy(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    await verifyPassword(await decoy(), password);
    return false;
  }
  return verifyPassword(passwordHash, password);
}
