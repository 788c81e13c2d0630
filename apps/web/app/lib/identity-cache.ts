import type { QueryClient } from "@tanstack/react-query";
import type { SessionStore } from "./session.ts";

/**
 * Forgets every cached answer when the person behind the session changes: acting as someone,
 * stopping, acting as a ward, returning, signing out or in as another account. Query keys do not
 * name the caller ("my subscriptions", "my wards"), so a cached answer of the previous identity
 * would otherwise be shown to the next. The first sign-in after loading (no identity before) keeps
 * the cache; `keep` names query roots that are the same for everyone (site data).
 */
export function clearCacheOnIdentityChange(
  store: SessionStore,
  client: QueryClient,
  keep: readonly string[],
): () => void {
  let previous = store.getState().user?.id ?? null;
  return store.subscribe(() => {
    const current = store.getState().user?.id ?? null;
    if (current === previous) return;
    const hadIdentity = previous !== null;
    previous = current;
    if (!hadIdentity) return;
    client.removeQueries({ predicate: (q) => !keep.includes(String(q.queryKey[0])) });
  });
}
