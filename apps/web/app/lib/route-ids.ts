import { useSearchParams } from "react-router";

/** A row id from a route parameter; null when it cannot be one (the screen shows "not found"). */
export function idParam(raw: string | null | undefined): number | null {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

/**
 * A row id kept in the URL's query (`?quiz=7`, `?tutorial=12`) so a reload reopens it: the id
 * (null when absent or not an id) and a setter that keeps the other query parameters.
 */
export function useSearchId(name: string): [number | null, (id: number | null) => void] {
  const [search, setSearch] = useSearchParams();
  const set = (id: number | null) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete(name);
      else next.set(name, String(id));
      return next;
    });
  return [idParam(search.get(name)), set];
}
