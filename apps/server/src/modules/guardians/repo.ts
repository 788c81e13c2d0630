import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { apiTokens, guardianInvitations, guardianLinks, users } from "../../db/schema/index.ts";

const person = { id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email };

export type LinkRow = typeof guardianLinks.$inferSelect;
export type InvitationRow = typeof guardianInvitations.$inferSelect;

/** A user's links from one side: their guardians (as ward) or their wards (as guardian). */
export async function listLinks(db: Db, side: "ward" | "guardian", userId: number) {
  const [own, other] =
    side === "ward"
      ? [guardianLinks.wardId, guardianLinks.guardianId]
      : [guardianLinks.guardianId, guardianLinks.wardId];
  return db
    .select({ linkId: guardianLinks.id, since: guardianLinks.createdAt, person })
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, other))
    .where(and(eq(own, userId), eq(users.status, "active")))
    .orderBy(guardianLinks.createdAt, guardianLinks.id);
}

export async function findLink(db: Db, linkId: number): Promise<LinkRow | undefined> {
  const [row] = await db.select().from(guardianLinks).where(eq(guardianLinks.id, linkId)).limit(1);
  return row;
}

export async function findLinkByPair(db: Db, guardianId: number, wardId: number): Promise<LinkRow | undefined> {
  const [row] = await db
    .select()
    .from(guardianLinks)
    .where(and(eq(guardianLinks.guardianId, guardianId), eq(guardianLinks.wardId, wardId)))
    .limit(1);
  return row;
}

/** Idempotent: accepting a second invitation from the same ward keeps the one link. */
export async function insertLink(db: Db, guardianId: number, wardId: number): Promise<void> {
  await db.insert(guardianLinks).values({ guardianId, wardId }).onConflictDoNothing();
}

/** Ends a link and every live session the guardian opened as that ward. */
export async function deleteLink(db: Db, link: LinkRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(guardianLinks).where(eq(guardianLinks.id, link.id));
    await tx
      .update(apiTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(apiTokens.userId, link.wardId),
          eq(apiTokens.originalUserId, link.guardianId),
          eq(apiTokens.kind, "ward"),
          isNull(apiTokens.revokedAt),
        ),
      );
  });
}

const open = and(isNull(guardianInvitations.acceptedAt), isNull(guardianInvitations.cancelledAt));

export async function listOpenInvitations(db: Db, wardId: number): Promise<InvitationRow[]> {
  return db
    .select()
    .from(guardianInvitations)
    .where(and(eq(guardianInvitations.wardId, wardId), open))
    .orderBy(guardianInvitations.createdAt, guardianInvitations.id);
}

export async function findOpenInvitation(db: Db, id: number): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(guardianInvitations)
    .where(and(eq(guardianInvitations.id, id), open))
    .limit(1);
  return row;
}

export async function findOpenInvitationByEmail(db: Db, wardId: number, email: string) {
  const [row] = await db
    .select()
    .from(guardianInvitations)
    .where(and(eq(guardianInvitations.wardId, wardId), eq(guardianInvitations.email, email), open))
    .limit(1);
  return row;
}

export async function findInvitationByToken(db: Db, tokenHash: string): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(guardianInvitations)
    .where(eq(guardianInvitations.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function insertInvitation(
  db: Db,
  values: { wardId: number; email: string; tokenHash: string; expiresAt: Date },
): Promise<InvitationRow> {
  const [row] = await db.insert(guardianInvitations).values(values).returning();
  if (!row) throw new Error("invitation not stored");
  return row;
}

/** A resend: a new secret (the earlier link stops working) and a new expiry. */
export async function rotateInvitation(db: Db, id: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db
    .update(guardianInvitations)
    .set({ tokenHash, expiresAt, sentAt: new Date() })
    .where(and(eq(guardianInvitations.id, id), open));
}

export async function cancelInvitation(db: Db, id: number): Promise<void> {
  await db
    .update(guardianInvitations)
    .set({ cancelledAt: new Date() })
    .where(and(eq(guardianInvitations.id, id), open));
}

/**
 * Marks the invitation used and links the pair in one transaction; false when another request
 * used or cancelled it first (the conditional update decides).
 */
export async function acceptInvitation(db: Db, invitation: InvitationRow, guardianId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const used = await tx
      .update(guardianInvitations)
      .set({ acceptedAt: new Date(), acceptedBy: guardianId })
      .where(and(eq(guardianInvitations.id, invitation.id), open))
      .returning({ id: guardianInvitations.id });
    if (used.length === 0) return false;
    await tx.insert(guardianLinks).values({ guardianId, wardId: invitation.wardId }).onConflictDoNothing();
    return true;
  });
}

/** Used by the link checks: is this user one side of the link? */
export const linkHas = (link: LinkRow, userId: number) => link.guardianId === userId || link.wardId === userId;
