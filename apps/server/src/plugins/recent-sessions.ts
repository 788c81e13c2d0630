import type { Session } from "../context.ts";
import type { Db } from "../db/client.ts";
import { perDatabase } from "../lib/per-database.ts";

/**
 * Sessions this process looked up a moment ago, by token hash, for the routes whose own statement
 * checks the token again as it writes (`config.sessionCheckedByStatement`: an answer save and an
 * attempt's start, issue #15). Only those routes read it, so a revoked token gains nothing from an entry: the statement
 * writes nothing for it, and every path other than a successful write asks the database whether
 * the token is live before answering (ADR 0073). The entry saves the lookup's round trip, not the
 * check. Entries last a minute (then a lookup, which also refreshes the token's last use).
 */
const TTL_MS = 60_000;
const MAX = 20_000;

const recent = perDatabase(() => new Map<string, { session: Session; at: number }>());

export function recentSession(db: Db, tokenHash: string): Session | null {
  const entries = recent(db);
  const entry = entries.get(tokenHash);
  if (!entry) return null;
  if (Date.now() - entry.at > TTL_MS) {
    entries.delete(tokenHash);
    return null;
  }
  return entry.session;
}

export function rememberSession(db: Db, tokenHash: string, session: Session): void {
  const entries = recent(db);
  entries.delete(tokenHash);
  entries.set(tokenHash, { session, at: Date.now() });
  // A Map iterates in insertion order: the first entry is the oldest.
  if (entries.size > MAX) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
}
