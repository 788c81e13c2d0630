import type { z } from "zod";

/** A `datetime-local` input's value ("2026-05-01T09:30", local time) from an ISO moment. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * The ISO moment (UTC) of a `datetime-local` value read in the browser's time zone; null when
 * empty. An unreadable value stays unreadable so the contract's rule names the problem.
 */
export function fromLocalInput(value: string): string | null {
  if (value.trim() === "") return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

/** A NumberInput's value as the API wants it: null when left empty. */
export function numberOrNull(value: number | string): number | null {
  if (typeof value === "number") return value;
  return value.trim() === "" ? null : Number(value);
}

/** zod's issues as a form's errors, by dotted path ("options.1.html"). */
export function issuesToErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".");
    errors[key] ??= issue.message;
  }
  return errors;
}
