import { and, eq, gt, isNull, ne, sql, type SQLWrapper } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { apiTokens, users } from "../../db/schema/index.ts";
import { hashToken, newToken } from "../../lib/tokens.ts";
import type { Session } from "../../context.ts";
import type { Role } from "@tq/contract/roles";

export type TokenKind = "own" | "ward" | "impersonation";

const TOUCH_AFTER_MS = 5 * 60_000;

/**
 * The live session of a token (every API request asks: prepared once per database, so each asks
 * without building the query, and PostgreSQL plans it once per connection).
 */
const sessionQuery = (db: Db) =>
  db
    .select({
      tokenId: apiTokens.id,
      kind: apiTokens.kind,
      originalUserId: apiTokens.originalUserId,
      lastUsedAt: apiTokens.lastUsedAt,
      user: {
        id: users.id,
        firstname: users.firstname,
        lastname: users.lastname,
        email: users.email,
        profession: users.profession,
        country: users.country,
        role: users.role,
        status: users.status,
      },
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(
      and(
        eq(apiTokens.tokenHash, sql.placeholder("hash")),
        isNull(apiTokens.revokedAt),
        gt(apiTokens.expiresAt, sql`now()`),
        eq(users.status, "active"),
      ),
    )
    .limit(1)
    .prepare("find-session-by-token");
const sessionQueries = new WeakMap<Db, ReturnType<typeof sessionQuery>>();

/** The live session of a token (by its hashToken): not revoked, not expired, its user not disabled. */
export async function findSessionByHash(
  db: Db,
  tokenHash: string,
): Promise<{ session: Session; stale: boolean } | null> {
  let query = sessionQueries.get(db);
  if (!query) {
    query = sessionQuery(db);
    sessionQueries.set(db, query);
  }
  const [row] = await query.execute({ hash: tokenHash });
  if (!row) return null;
  const originalId = row.kind === "ward" ? (row.originalUserId ?? 0) : 0;
  return {
    session: {
      user: { ...row.user, role: row.user.role as Role, originalId },
      tokenId: row.tokenId,
      realUserId: row.originalUserId ?? row.user.id,
    },
    stale: !row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > TOUCH_AFTER_MS,
  };
}

/**
 * "Token `tokenId` of user `userId` is live", for a statement that acts on a session it did not
 * look up itself (an answer save: the same conditions as the lookup above, in the same statement
 * as the write, so a token revoked a moment before writes nothing).
 */
export function liveTokenOf(tokenId: SQLWrapper | number, userId: SQLWrapper) {
  return sql`exists (
    select 1 from ${apiTokens} join ${users} on ${users.id} = ${apiTokens.userId}
    where ${apiTokens.id} = ${tokenId} and ${apiTokens.userId} = ${userId} and ${apiTokens.revokedAt} is null
      and ${apiTokens.expiresAt} > now() and ${users.status} = 'active'
  )`;
}

export async function touchToken(db: Db, tokenId: number): Promise<void> {
  await db.update(apiTokens).set({ lastUsedAt: new Date() }).where(eq(apiTokens.id, tokenId));
}

export interface NewTokenInput {
  userId: number;
  ttlMs: number;
  kind?: TokenKind;
  originalUserId?: number | null;
  parentTokenId?: number | null;
  ip?: string | null;
  userAgent?: string | null;
}

/** Issues a bearer token; only its hash is stored. Returns the token itself, once. */
export async function issueToken(db: Db, input: NewTokenInput): Promise<string> {
  const token = newToken();
  await db.insert(apiTokens).values({
    userId: input.userId,
    tokenHash: hashToken(token),
    kind: input.kind ?? "own",
    originalUserId: input.originalUserId ?? null,
    parentTokenId: input.parentTokenId ?? null,
    expiresAt: new Date(Date.now() + input.ttlMs),
    ip: input.ip ?? null,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.id, tokenId), isNull(apiTokens.revokedAt)));
}

/** Revokes a token and the token it was opened from (an impersonation's admin token), if any. */
export async function revokeTokenAndParent(db: Db, tokenId: number): Promise<void> {
  const [row] = await db
    .select({ parent: apiTokens.parentTokenId })
    .from(apiTokens)
    .where(eq(apiTokens.id, tokenId))
    .limit(1);
  await revokeToken(db, tokenId);
  if (row?.parent) await revokeToken(db, row.parent);
}

/**
 * Ends every session of an account (issue #13): the tokens it owns (its own sign-ins, and the
 * ward or impersonation sessions others opened as it), the tokens it opened as someone else
 * (`original_user_id`: a guardian's ward sessions, a director's impersonations), and, through
 * `parent_token_id`, every token opened from any of these, however deep. The one path for a
 * password change or reset, a role change and disabling: none may leave an act-as session alive.
 *
 * `keepTokenId` spares that one token (the session that changed the password stays signed in),
 * never the tokens opened from it. Answers how many live tokens were revoked.
 */
export async function revokeUserSessions(db: Db, userId: number, keepTokenId: number | null = null): Promise<number> {
  const reached = sql`with recursive reached(id) as (
      select id from ${apiTokens} where user_id = ${userId} or original_user_id = ${userId}
      union
      select child.id from ${apiTokens} child join reached on child.parent_token_id = reached.id
    ) select id from reached`;
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        sql`${apiTokens.id} in (${reached})`,
        isNull(apiTokens.revokedAt),
        keepTokenId === null ? undefined : ne(apiTokens.id, keepTokenId),
      ),
    )
    .returning({ id: apiTokens.id });
  return rows.length;
}
