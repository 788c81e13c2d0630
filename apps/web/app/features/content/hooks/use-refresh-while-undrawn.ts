import { useEffect, useRef } from "react";
import type { TikzExampleList } from "@tq/contract/content";

/** How often, and for how long, the gallery is asked again while the server is still drawing. */
export const UNDRAWN_REFRESH_MS = 3_000;
export const UNDRAWN_REFRESH_ROUNDS = 40;

/**
 * The server draws the gallery in the background after it starts (ADR 0040): a visitor who
 * arrives meanwhile sees "Not drawn yet". While some example is not drawn, this asks for the
 * gallery again every few seconds (two minutes at most, so an example TeX cannot draw does not
 * keep a page polling), and the pictures appear without a reload.
 */
export function useRefreshWhileUndrawn(examples: TikzExampleList | null, refresh: () => void): void {
  const rounds = useRef(0);
  const latest = useRef(refresh);
  latest.current = refresh;
  const undrawn = examples?.some((e) => e.svgUrl === null) ?? false;

  useEffect(() => {
    if (!undrawn || rounds.current >= UNDRAWN_REFRESH_ROUNDS) return;
    const timer = setTimeout(() => {
      rounds.current += 1;
      latest.current();
    }, UNDRAWN_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [examples, undrawn]);
}
