import { createHmac, randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { safeEqual } from "../../lib/tokens.ts";

/**
 * Device proofs (OWASP's "device cookies", ADR 0054): after a successful sign-in the browser keeps
 * a proof that it signed in to this account. A sign-in that shows one is counted on that device's
 * own allowance, so a guesser who shares the pupil's address (a school's NAT) cannot stop the pupil.
 *
 * A proof is a random nonce and its HMAC keyed by the account's password hash: only the server can
 * make one, the cookie holds nothing personal, and a new password retires every proof at once. One
 * cookie keeps the proofs of the last accounts signed in on this browser (a shared school computer).
 */
export const DEVICE_COOKIE = "tq_device";
const KEEP = 20;
const MAX_AGE_SECONDS = 180 * 24 * 3600;

interface Account {
  id: number;
  passwordHash: string;
}

interface Proof {
  nonce: string;
  mac: string;
}

function macOf(account: Account, nonce: string): string {
  return createHmac("sha256", account.passwordHash)
    .update(`tq-device-proof\n${account.id}\n${nonce}`)
    .digest("base64url")
    .slice(0, 22);
}

function proofsIn(cookie: string | undefined): Proof[] {
  if (!cookie) return [];
  return cookie
    .split("~")
    .slice(0, KEEP)
    .flatMap((part) => {
      const [nonce, mac] = part.split(".");
      return nonce && mac ? [{ nonce, mac }] : [];
    });
}

const proves = (proof: Proof, account: Account) => safeEqual(proof.mac, macOf(account, proof.nonce));

/** The nonce of this account's proof in the device cookie, or null when it holds none. */
export function provenDevice(cookie: string | undefined, account: Account): string | null {
  return proofsIn(cookie).find((p) => proves(p, account))?.nonce ?? null;
}

/** The device cookie after a successful sign-in: this account's proof first (the same one if it had one). */
export function withProof(cookie: string | undefined, account: Account): string {
  const proofs = proofsIn(cookie);
  const mine = proofs.find((p) => proves(p, account));
  const nonce = mine?.nonce ?? randomBytes(12).toString("base64url");
  const others = proofs.filter((p) => p !== mine).map((p) => `${p.nonce}.${p.mac}`);
  return [`${nonce}.${macOf(account, nonce)}`, ...others].slice(0, KEEP).join("~");
}

/** Sent back to the sign-in call only; scripts in the page never read it. */
export function deviceCookieOptions(request: FastifyRequest) {
  return {
    path: "/api/auth",
    httpOnly: true,
    sameSite: "strict",
    secure: request.protocol === "https",
    maxAge: MAX_AGE_SECONDS,
  } as const;
}
