import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { useSession } from "../../lib/use-session.ts";

/**
 * The server renders the visitor's view (the token lives in browser storage). Once the session
 * is read, a signed-in reader loads again with the token, and a reader who signed out without it.
 * Answers true while a signed-in reader still looks at the visitor's view.
 */
export function useReaderRevalidation(loadedSignedIn: boolean): boolean {
  const s = useSession();
  const revalidator = useRevalidator();
  const stale = s.ready && (s.token !== null) !== loadedSignedIn;
  useEffect(() => {
    if (stale && revalidator.state === "idle") void revalidator.revalidate();
  }, [stale, revalidator]);
  return stale && s.token !== null;
}
