import type { Role } from "@tq/contract/roles";
import type { Db } from "../client.ts";
import { guardianInvitations, guardianLinks } from "../schema/index.ts";
import { hashToken, newToken } from "../../lib/tokens.ts";

/** The address of the demo student's invitation still waiting (nobody has it; resend or cancel it). */
export const DEMO_PENDING_GUARDIAN = "uncle.okafor@example.com";

/**
 * Demo guardianship (issue #5): guardian@example.com follows student@example.com, and the
 * student has one invitation waiting. Its secret is thrown away: the demo shows a pending row
 * the student can resend (a fresh link is mailed to the outbox) or cancel.
 */
export async function seedDemoGuardians(db: Db, ids: ReadonlyMap<Role, number>): Promise<void> {
  const guardianId = ids.get("guardian");
  const wardId = ids.get("student");
  if (!guardianId || !wardId) throw new Error("demo guardian or student missing");
  await db.insert(guardianLinks).values({ guardianId, wardId });
  await db.insert(guardianInvitations).values({
    wardId,
    email: DEMO_PENDING_GUARDIAN,
    tokenHash: hashToken(newToken()),
    expiresAt: new Date(Date.now() + 7 * 24 * 3600_000),
  });
}
