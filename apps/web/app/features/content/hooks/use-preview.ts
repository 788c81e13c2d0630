import type { PreviewAnswer } from "@tq/contract/content";
import { useEffect, useState } from "react";
import { errorMessage } from "../../../lib/api-error.ts";
import { fetchPreview } from "../api.ts";

export interface PreviewState {
  /** The last answer that arrived; kept on screen while a newer source loads. Null before the first. */
  result: PreviewAnswer | null;
  /** A newer source than `result`'s is waiting for its answer. */
  loading: boolean;
  /** Why the preview of the current source failed (e.g. the rate limit); null otherwise. */
  error: string | null;
}

export interface PreviewOptions {
  /** Quiet time after the last change before the server is asked (ms); default 400. */
  delayMs?: number;
  /** False (or an empty source) asks nothing. */
  enabled?: boolean;
}

interface Settled {
  source: string;
  result: PreviewAnswer | null;
  error: string | null;
}

/**
 * The server's preview of `html` (POST /api/content/preview: exactly what a reader gets), asked
 * once the source has not changed for `delayMs`; an older request still running is dropped.
 */
export function usePreview(html: string, { delayMs = 400, enabled = true }: PreviewOptions = {}): PreviewState {
  const active = enabled && html.trim() !== "";
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchPreview(html, controller.signal).then(
        (result) => setSettled({ source: html, result, error: null }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setSettled((last) => ({ source: html, result: last?.result ?? null, error: errorMessage(error) }));
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [html, active, delayMs]);

  if (!active) return { result: null, loading: false, error: null };
  const current = settled?.source === html;
  return { result: settled?.result ?? null, loading: !current, error: current ? (settled?.error ?? null) : null };
}
