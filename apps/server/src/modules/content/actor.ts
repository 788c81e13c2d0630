import type { FastifyRequest } from "fastify";
import type { Session } from "../../context.ts";
import { requireSession } from "../../plugins/auth.ts";

/** Who is changing helper content, for the policy check and the activity log. */
export interface Actor {
  session: Session;
  ip: string;
}

/** The signed-in caller (401 for a visitor). */
export function actorOf(request: FastifyRequest): Actor {
  return { session: requireSession(request), ip: request.ip };
}
