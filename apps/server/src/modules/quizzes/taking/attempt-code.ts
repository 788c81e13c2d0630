import { randomBytes } from "node:crypto";
import { CODE_ALPHABET, CODE_LENGTH } from "@tq/contract/quiz-attempts";

/**
 * A verification code: 12 characters of a 32-letter alphabet (60 random bits), so codes cannot
 * be guessed and are easy to read aloud or type from paper (no 0/O, no 1/I).
 */
export function newVerificationCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  // 32 letters: the low 5 bits of a random byte pick one without bias.
  return Array.from(bytes, (b) => CODE_ALPHABET[b & 31]).join("");
}
