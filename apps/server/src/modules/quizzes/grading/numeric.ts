/**
 * Reading a numeric answer as a student types it: "3.5", "3,5", "-2", "1e3", ".5", "−4" (the
 * typographic minus), surrounding spaces, and the question's unit after the number ("9.8 m/s²",
 * "9.8m/s²", any case). Anything else is not a number (a wrong answer, not an empty one).
 */
export type NumericReading = { kind: "empty" } | { kind: "invalid" } | { kind: "number"; value: number };

const NUMBER = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:e[+-]?\d+)?$/i;

export function readNumber(text: string, unit: string): NumericReading {
  let s = text.trim().replaceAll("\u2212", "-");
  if (s === "") return { kind: "empty" };
  const u = unit.trim();
  if (u !== "" && s.length > u.length && s.toLowerCase().endsWith(u.toLowerCase())) {
    s = s.slice(0, s.length - u.length).trimEnd();
  }
  if (!NUMBER.test(s)) return { kind: "invalid" };
  const value = Number(s.replace(",", "."));
  return Number.isFinite(value) ? { kind: "number", value } : { kind: "invalid" };
}

/**
 * |value − answer| ≤ tolerance, inclusive, with room for the last bits of binary floating point:
 * 0.4 − 0.3 is 0.10000000000000003, and "0.4 within 0.1 of 0.3" must hold. The room is relative
 * (a millionth of a millionth of the numbers involved), so tiny answers keep their precision.
 */
export function withinTolerance(value: number, answer: number, tolerance: number): boolean {
  const room = 1e-12 * Math.max(Math.abs(value), Math.abs(answer), Math.abs(tolerance));
  return Math.abs(value - answer) <= tolerance + room;
}
