import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

const TOKEN_BYTES = 32;

/** A bearer or one-time token: 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

/** A newToken() standing alone in a text: its 43 URL-safe characters, none more on either side. */
const TOKEN_IN_TEXT = new RegExp(
  `(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{${Math.ceil((TOKEN_BYTES * 8) / 6)}}(?![A-Za-z0-9_-])`,
  "g",
);

/** What stands for a token in a kept copy of an email (the outbox). */
export const MASKED_TOKEN = "[hidden]";

/**
 * A text with every token masked: the outbox keeps and shows emails this way, so a
 * password-reset or invitation link in it opens nothing (issue #13). Only the email sent holds it.
 */
export function maskTokens(text: string): string {
  return text.replace(TOKEN_IN_TEXT, MASKED_TOKEN);
}

/** Only this hash is stored: a leaked table yields no usable token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
