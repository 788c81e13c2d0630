import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AddTeacherAnswer,
  AddTeacherBody,
  AdminUser,
  AdminUserPage,
  AdminUsersQuery,
  RoleChangeBody,
  StatusChangeBody,
} from "@tq/contract/accounts";
import { Id } from "@tq/contract/fields";
import { metaOf } from "../../lib/request-meta.ts";
import { BEARER, errorResponses } from "../../lib/route-schemas.ts";
import { requireSession } from "../../plugins/auth.ts";
import { addTeacher } from "./teachers-service.ts";
import * as usersAdmin from "./users-admin-service.ts";

const ById = z.object({ id: Id });

/** The directors' users screen and Add Teacher. */
export function usersAdminRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["accounts"];

  r.get("/api/admin/users", {
    schema: {
      tags,
      summary: "Search users by name or email, filter by role, country, status (directors)",
      security: BEARER,
      querystring: AdminUsersQuery,
      response: { 200: AdminUserPage, ...errorResponses(400, 401, 403) },
    },
    handler: async (req) => usersAdmin.listUsers(app.ctx, requireSession(req), req.query),
  });

  r.get("/api/admin/users/:id", {
    schema: {
      tags,
      summary: "One user's details and what the director may do",
      security: BEARER,
      params: ById,
      response: { 200: AdminUser, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (req) => usersAdmin.userDetail(app.ctx, requireSession(req), req.params.id),
  });

  r.patch("/api/admin/users/:id/role", {
    schema: {
      tags,
      summary: "Change a user's role (within what the director may grant)",
      security: BEARER,
      params: ById,
      body: RoleChangeBody,
      response: { 200: AdminUser, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (req) =>
      usersAdmin.changeRole(app.ctx, requireSession(req), req.params.id, req.body.role, metaOf(req)),
  });

  r.patch("/api/admin/users/:id/status", {
    schema: {
      tags,
      summary: "Disable (every session ends at once) or enable an account",
      security: BEARER,
      params: ById,
      body: StatusChangeBody,
      response: { 200: AdminUser, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (req) =>
      usersAdmin.changeStatus(app.ctx, requireSession(req), req.params.id, req.body.status, metaOf(req)),
  });

  r.post("/api/admin/teachers", {
    schema: {
      tags,
      summary: "Create a teacher or TA account (set-password email) or promote an existing user (world director)",
      security: BEARER,
      body: AddTeacherBody,
      response: { 200: AddTeacherAnswer, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (req) => addTeacher(app.ctx, requireSession(req), req.body, metaOf(req)),
  });
}
