/** A row id from a route parameter; null when it cannot be one (the screen shows "not found"). */
export function idParam(raw: string | null | undefined): number | null {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}
