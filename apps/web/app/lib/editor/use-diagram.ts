import { useEffect, useState } from "react";
import { ApiError } from "../api-error.ts";
import type { DrawnDiagram } from "./extensions/tikz-block.ts";

export type DiagramState =
  { state: "idle" } | { state: "drawing" } | { state: "drawn"; url: string } | { state: "failed"; error: string };

/** The server answers the same URL for the same source: remember answers for this page. */
const drawn = new Map<string, string>();

function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return error instanceof Error ? error.message : "the diagram service did not answer.";
}

/**
 * Draws `source` (after `delayMs` without a change, so typing does not render every keystroke);
 * an empty source stays idle. A failure keeps its message for the author.
 */
export function useDiagram(source: string, draw: (source: string) => Promise<DrawnDiagram>, delayMs = 0): DiagramState {
  const trimmed = source.trim();
  // The last answer, with the source it answers; anything newer is still being drawn.
  const [answer, setAnswer] = useState<{ source: string; state: DiagramState } | null>(null);
  const cached = drawn.get(trimmed);
  useEffect(() => {
    if (trimmed === "" || drawn.has(trimmed)) return;
    let live = true;
    const timer = setTimeout(() => {
      draw(trimmed).then(
        ({ url }) => {
          drawn.set(trimmed, url);
          if (live) setAnswer({ source: trimmed, state: { state: "drawn", url } });
        },
        (error: unknown) => {
          if (live) setAnswer({ source: trimmed, state: { state: "failed", error: messageOf(error) } });
        },
      );
    }, delayMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [trimmed, draw, delayMs]);
  if (trimmed === "") return { state: "idle" };
  if (cached) return { state: "drawn", url: cached };
  if (answer?.source === trimmed) return answer.state;
  return { state: "drawing" };
}
