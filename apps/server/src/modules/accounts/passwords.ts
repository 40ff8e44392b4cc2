import fs from 'node:fs';
import os from 'node:os';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

// OWASP's argon2id parameters: 19 MiB, 2 iterations, 1 lane.
// algorithm 2 is Argon2id (the package's const enum cannot be imported under isolatedModules).
const ARGON2 = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

// Each hash holds 19 MiB while it runs, on one of libuv's four threads. More hashes at once than there are cores
// finish no sooner, and a burst of logins would hold four of them at once (ADR 029).
export const oneHashPerCore = pLimit(Math.max(1, Math.min(4, os.availableParallelism())));
const verify = (passwordHash: string, password: string) => oneHashPerCore(() => argon2Verify(passwordHash, password));

export const hashPassword = (password: string) => oneHashPerCore(() => argon2Hash(password, ARGON2));

/** A hash of nothing in particular: unknown e-mails cost the same time as wrong passwords. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword('decoy-password-for-timing');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

let common: Set<string> | undefined;

/** True for a password of the shipped list of common passwords (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    fs
      .readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line !== ''),
  );
  return common.has(password.toLowerCase());
}
