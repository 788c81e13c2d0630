import { useEffect, useRef } from "react";
import { useLocation, useRevalidator } from "react-router";
import { useSession } from "../../lib/use-session.ts";

/**
 * The server renders the visitor's view (the token lives in browser storage). Once the session
 * is read, a signed-in reader loads again with the token, and a reader who signed out without it.
 * Answers true while a signed-in reader still looks at the visitor's view.
 *
 * At most one revalidation per visit of a page (location key): if the answer is somehow still
 * the other view, the page shows what it has instead of asking the server again and again
 * (a stale session once made this a loop of hundreds of `.data` requests).
 */
export function useReaderRevalidation(loadedSignedIn: boolean): boolean {
  const s = useSession();
  const revalidator = useRevalidator();
  const { key } = useLocation();
  const askedFor = useRef<string | null>(null);
  const stale = s.ready && (s.token !== null) !== loadedSignedIn;
  const mayAsk = askedFor.current !== key;
  useEffect(() => {
    if (!stale || !mayAsk || revalidator.state !== "idle") return;
    askedFor.current = key;
    void revalidator.revalidate();
  }, [stale, mayAsk, key, revalidator]);
  // Still the visitor's view while that one revalidation runs: the caller shows a skeleton.
  return stale && s.token !== null && (mayAsk || revalidator.state !== "idle");
}
