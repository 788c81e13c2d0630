import type { AppContext, Session } from "../../context.ts";
import { laneOf } from "../../diagrams/lane.ts";
import type { DiagramService } from "../../diagrams/service.ts";

/** The diagram service as helper content uses it (tests may stand in for it). */
export type Diagrams = Pick<DiagramService, "submit" | "has" | "urlOf">;

/**
 * Spends the caller's point for a diagram render that is not cached, exactly as
 * POST /api/diagrams does (ADR 0009): staff per account, everyone else per address.
 */
export function spendDiagramRender(ctx: AppContext, session: Session | null, ip: string): Promise<void> {
  const user = session?.user;
  return user && laneOf(user) === "author"
    ? ctx.limits.consume("diagramRenderAccount", String(user.id))
    : ctx.limits.consume("diagramRenderIp", ip);
}
