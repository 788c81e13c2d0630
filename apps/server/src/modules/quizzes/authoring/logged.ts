import type { AppContext, Session } from "../../../context.ts";
import { audit } from "../../../lib/audit-repo.ts";
import type { RequestMeta } from "../../../lib/request-meta.ts";
import { actor } from "../../authoring/courses-service.ts";

/**
 * Every quiz authoring write is logged, and bumps publicVersion: a published quiz's settings,
 * sections and questions are what students see (and a draft's can become that on publishing).
 */
export async function logged(
  ctx: AppContext,
  session: Session,
  meta: RequestMeta,
  action: string,
  target: {
    type: "chapter" | "subject" | "quiz" | "quiz_section" | "quiz_selector" | "question" | "question_option";
    id: number;
  },
  details?: Record<string, unknown>,
): Promise<void> {
  await audit(ctx.db, { ...actor(session, meta), action, targetType: target.type, targetId: target.id, details });
  ctx.publicVersion.bump();
}
