import { and, desc, eq, gte, ilike, isNotNull, like, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { auditLog, users } from "../../db/schema/index.ts";

/** The SQL of View Log (ADR 0034): keyset pages newest first, one query with its joins per page. */

const actor = alias(users, "actor");
const realActor = alias(users, "real_actor");

export interface LogFilter {
  actor?: string;
  realActor?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  /** UTC days, both included. */
  from?: string;
  to?: string;
  actingAs?: boolean;
}

/** `%` and `_` typed in a search are letters, not wildcards. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The accounts a person filter names: digits within int4 are an id; anything else part of a name or email.
 * A subquery, so the log's (actor, created_at) index narrows the scan to those accounts.
 */
function personSql(column: typeof auditLog.actorId | typeof auditLog.realActorId, term: string): SQL {
  // Only a digit string that fits an int4 is an id; a longer one would make Postgres refuse the
  // comparison (500), so it is searched as text like any other term.
  if (/^\d{1,10}$/.test(term) && Number(term) <= 2_147_483_647) return eq(column, Number(term));
  const pattern = `%${likeEscape(term)}%`;
  const matching = sql`select ${users.id} from ${users} where ${or(
    ilike(users.email, pattern),
    ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, pattern),
  )}`;
  return sql`${column} in (${matching})`;
}

function filterSql(f: LogFilter): SQL | undefined {
  const prefix = f.action?.endsWith("*") ? f.action.slice(0, -1) : undefined;
  return and(
    f.actor ? personSql(auditLog.actorId, f.actor) : undefined,
    f.realActor ? personSql(auditLog.realActorId, f.realActor) : undefined,
    f.action === undefined
      ? undefined
      : prefix !== undefined
        ? like(auditLog.action, `${likeEscape(prefix)}%`)
        : eq(auditLog.action, f.action),
    f.targetType ? eq(auditLog.targetType, f.targetType) : undefined,
    f.targetId ? eq(auditLog.targetId, f.targetId) : undefined,
    f.from ? gte(auditLog.createdAt, new Date(`${f.from}T00:00:00Z`)) : undefined,
    f.to ? lt(auditLog.createdAt, new Date(Date.parse(`${f.to}T00:00:00Z`) + 86_400_000)) : undefined,
    f.actingAs ? and(isNotNull(auditLog.realActorId), ne(auditLog.realActorId, auditLog.actorId)) : undefined,
  );
}

/** Older than the entry `cursor` (by time, then id): exact, whatever the timestamps' precision. */
const olderThan = (cursor: number) =>
  sql`(${auditLog.createdAt}, ${auditLog.id}) < (select a.created_at, a.id from ${auditLog} a where a.id = ${cursor})`;

const columns = {
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  action: auditLog.action,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  ip: auditLog.ip,
  details: auditLog.details,
  actorId: auditLog.actorId,
  actorName: sql<string | null>`trim(${actor.firstname} || ' ' || ${actor.lastname})`,
  actorEmail: actor.email,
  realActorId: auditLog.realActorId,
  realActorName: sql<string | null>`trim(${realActor.firstname} || ' ' || ${realActor.lastname})`,
  realActorEmail: realActor.email,
};

/** Entries matching, newest first, older than the cursor when one is given; at most `limit`. */
export async function logEntries(db: Db, f: LogFilter, cursor: number | undefined, limit: number) {
  return db
    .select(columns)
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(realActor, eq(realActor.id, auditLog.realActorId))
    .where(and(filterSql(f), cursor === undefined ? undefined : olderThan(cursor)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
export type LogRow = Awaited<ReturnType<typeof logEntries>>[number];

/**
 * The distinct values of a short-text column, by a loose index scan (a recursive "next value
 * after this one" query): a few index probes per value instead of reading the whole log.
 */
async function distinctValues(db: Db, column: "action" | "target_type"): Promise<string[]> {
  const col = sql.identifier(column);
  const result = await db.execute(sql`
    with recursive d(v) as (
      (select ${col} from audit_log where ${col} is not null order by ${col} limit 1)
      union all
      select (select ${col} from audit_log where ${col} > d.v order by ${col} limit 1) from d where d.v is not null
    )
    select v from d where v is not null`);
  // Both drivers answer raw SQL as { rows }.
  return (result as { rows: { v: string }[] }).rows.map((r) => r.v);
}

export async function logChoices(db: Db): Promise<{ actions: string[]; targetTypes: string[] }> {
  const [actions, targetTypes] = await Promise.all([distinctValues(db, "action"), distinctValues(db, "target_type")]);
  return { actions, targetTypes };
}
