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
export const CurrentPassword = z.string({ error: "Enter your password." }).min(1, "Enter your password.").max(128, "Wrong password.");

export const PersonName = z
  .string({ error: "Enter a name." })
  .trim()
  .min(1, "Enter a name.")
  .max(80, "Use at most 80 characters.");

export const CountryCode = z
  .string({ error: "Choose a country." })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, "Choose a country.");

export const CurrencyCode = z.string().regex(/^[A-Z]{3}$/, "Use a three-letter ISO currency code.");

export const Id = z.coerce.number().int().positive();
