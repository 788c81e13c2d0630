import { useSyncExternalStore } from "react";
import { session, VISITOR_STATE, type SessionState } from "./session.ts";

/**
 * The session as React state. The server snapshot is always the visitor: the token lives in
 * browser storage, so server HTML never depends on who is signed in (it is cached).
 */
export function useSession(): SessionState {
  return useSyncExternalStore(
    (listener) => session().subscribe(listener),
    () => session().getState(),
    () => VISITOR_STATE,
  );
}
