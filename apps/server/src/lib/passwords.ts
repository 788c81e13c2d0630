import { hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";

// OWASP's Argon2id baseline (m=19 MiB, t=2, p=1); @node-rs/argon2 defaults to Argon2id.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check so a missing account cannot be told by timing. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword("timing-equaliser-not-a-password");
  await verifyPassword(await dummyHash, password);
}

let common: Set<string> | undefined;
/** True for one of the ~18,000 most common passwords of 8+ characters (zxcvbn's list). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"]?.filter((p) => p.length >= 8));
  return common.has(password.toLowerCase());
}
