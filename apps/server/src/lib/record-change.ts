import type { AppContext, DbContext, Session } from "../context.ts";
import type { Db } from "../db/client.ts";
import { audit } from "./audit-repo.ts";

/** One line of the activity log, as a change describes itself. */
export interface ChangeEntry {
  action: string;
  targetType: string;
  targetId: string | number;
  details?: Record<string, unknown>;
}

type Who = Pick<Session, "realUserId"> & { user: { id: number } };
type Entry<T> = ChangeEntry | ((result: T) => ChangeEntry);

/**
 * THE way a change is recorded (issue #14). The change and its line in the activity log share one
 * transaction: neither is ever on record without the other. When the change is something visitors
 * see (the default), public answers are computed again (ADR 0007), only after the commit: bumping
 * the version inside the transaction would let a concurrent reader cache the old state under the
 * new version until the 60 s safety TTL.
 *
 * `entry` may be a function of the change's result (the id of what was created).
 */
export function recordChange<T>(
  ctx: Pick<AppContext, "db" | "publicVersion">,
  session: Who,
  meta: { ip: string },
  entry: Entry<T>,
  change: (tx: Db) => Promise<T>,
  options?: { public: boolean },
): Promise<T>;
/** A change visitors never see (marking) needs no public version: the demo seed has none. */
export function recordChange<T>(
  ctx: DbContext,
  session: Who,
  meta: { ip: string },
  entry: Entry<T>,
  change: (tx: Db) => Promise<T>,
  options: { public: false },
): Promise<T>;
export async function recordChange<T>(
  ctx: DbContext & Partial<Pick<AppContext, "publicVersion">>,
  session: Who,
  meta: { ip: string },
  entry: Entry<T>,
  change: (tx: Db) => Promise<T>,
  options: { public: boolean } = { public: true },
): Promise<T> {
  const result = await ctx.db.transaction(async (tx) => {
    const value = await change(tx);
    const line = typeof entry === "function" ? entry(value) : entry;
    await audit(tx, { actorId: session.user.id, realActorId: session.realUserId, ip: meta.ip, ...line });
    return value;
  });
  if (options.public) ctx.publicVersion?.bump();
  return result;
}
