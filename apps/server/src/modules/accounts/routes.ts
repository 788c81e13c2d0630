import type { FastifyInstance } from "fastify";
import { applicationRoutes } from "./applications-routes.ts";
import { companyRoutes } from "./companies-routes.ts";
import { impersonationRoutes } from "./impersonation-routes.ts";
import { usersAdminRoutes } from "./users-admin-routes.ts";

/** Issue #5, people administration: tutor applications, users, Add Teacher, impersonation, companies. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  applicationRoutes(app);
  usersAdminRoutes(app);
  impersonationRoutes(app);
  companyRoutes(app);
}
