import type { Db } from "../db/client.ts";
import { auditLog } from "../db/schema/index.ts";

export interface AuditEntry {
  /** The effective user (null for a visitor or a failed sign-in). */
  actorId: number | null;
  /** Who really acted: the guardian or admin behind an act-as session; else the actor. */
  realActorId: number | null;
  action: string;
  targetType?: string;
  targetId?: string | number;
  ip?: string | null;
  details?: Record<string, unknown>;
}

/** Appends one line to the activity log. Never pass secrets in details. */
export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    realActorId: entry.realActorId ?? entry.actorId,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === undefined ? null : String(entry.targetId),
    ip: entry.ip ?? null,
    details: entry.details ?? {},
  });
}
