import { z } from "zod";

/** Field rules shared by every form and endpoint that takes them. */
export const Email = z
  .string({ error: "Enter your email address." })
  .trim()
  .toLowerCase()
  .min(1, "Enter your email address.")
  .max(254, "An email address has at most 254 characters.")
  .pipe(z.email("Enter a valid email address."));

/** 8–128 characters and nothing else: no composition rules (NIST SP 800-63B). */
export const NewPassword = z
  .string({ error: "Enter a password." })
  .min(8, "Use at least 8 characters.")
  .max(128, "Use at most 128 characters.");

/** A password being checked, not chosen: only bounded so huge bodies cannot reach the hasher. */
export const CurrentPassword = z
  .string({ error: "Enter your password." })
  .min(1, "Enter your password.")
  .max(128, "Wrong password.");

/** Control characters (NUL, escapes, …) never belong in text a person typed. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NO_CONTROL = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

/** Free text with bounds, refusing control characters (PostgreSQL refuses NUL outright). */
export function plainText(min: number, max: number, tooShort: string) {
  return z
    .string({ error: tooShort })
    .trim()
    .min(min, tooShort)
    .max(max, `Use at most ${max} characters.`)
    .regex(NO_CONTROL, "Remove the invisible control characters.");
}

/**
 * Text-direction controls (bidi embeddings, overrides, isolates, marks): in a name they make
 * "Ada\u202Egnp.exe" read as something else in every list that shows it (issue #13).
 */
const NO_BIDI_CONTROL = /^[^\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]*$/;

export const PersonName = plainText(1, 80, "Enter a name.").regex(
  NO_BIDI_CONTROL,
  "Remove the invisible text-direction characters: a name is shown as it is typed.",
);

export const CountryCode = z
  .string({ error: "Choose a country." })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, "Choose a country.");

export const CurrencyCode = z.string().regex(/^[A-Z]{3}$/, "Use a three-letter ISO currency code.");

/** A row id: a positive 32-bit integer (a larger one is a client mistake, not a 500). */
export const Id = z.coerce.number().int().positive().max(2_147_483_647);
