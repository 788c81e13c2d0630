import { formatDay } from "@tq/contract/dates";

/** How reports write numbers: percents with at most one decimal, shares as whole percents. */

const one = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

export const pct = (n: number | null | undefined): string =>
  n === null || n === undefined ? "—" : `${one.format(n)}%`;
export const share = (s: number): string => `${Math.round(s * 100)}%`;
/** A UTC day (2026-01-31) or an instant, as a date. */
export const day = (iso: string): string => formatDay(iso, { timeZone: "UTC" });
export const period = (from: string, to: string): string => `${day(from)} – ${day(to)}`;
