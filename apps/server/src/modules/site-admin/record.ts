import type { AppContext, Session } from "../../context.ts";
import { audit } from "../../lib/audit-repo.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";

/**
 * After every administration write: one line in the activity log, and the public answers
 * (home, prices, menu title, pages) are computed again at once (ADR 0007).
 */
export async function recordSiteChange(
  ctx: AppContext,
  session: Session,
  meta: RequestMeta,
  entry: { action: string; targetType: string; targetId: string | number; details?: Record<string, unknown> },
): Promise<void> {
  await audit(ctx.db, {
    actorId: session.user.id,
    realActorId: session.realUserId,
    ip: meta.ip,
    ...entry,
  });
  ctx.publicVersion.bump();
}
