import { formatDay } from "@tq/contract/dates";
import { NOT_SAT } from "@tq/contract/reports";

/** How reports write numbers: percents with at most one decimal, shares as whole percents. */

const one = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

export const pct = (n: number | null | undefined): string =>
  n === null || n === undefined ? "—" : `${one.format(n)}%`;
/** A weighted total: null is a student who sat no counted quiz ("not sat", ADR 0043). */
export const totalOf = (n: number | null): string => (n === null ? NOT_SAT : pct(n));
/** Who the class figures count, said where they are shown. */
export const WHO_COUNTS =
  "Class figures count the students who sat at least one counted quiz (a released exam result in the period). A quiz not sat counts 0 in that student's total; a student who sat none is “not sat” and left out.";
export const share = (s: number): string => `${Math.round(s * 100)}%`;
/** A UTC day (2026-01-31) or an instant, as a date. */
export const day = (iso: string): string => formatDay(iso, { timeZone: "UTC" });
export const period = (from: string, to: string): string => `${day(from)} – ${day(to)}`;
