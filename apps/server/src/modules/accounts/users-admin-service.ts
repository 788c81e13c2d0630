import type { AdminUser, AdminUserPage, AdminUsersQuery, UserStatus } from "@tq/contract/accounts";
import { ADMIN_USERS_PAGE_SIZE } from "@tq/contract/accounts";
import type { Role } from "@tq/contract/roles";
import type { AppContext, Session } from "../../context.ts";
import { NotFound } from "../../lib/errors.ts";
import { recordChange } from "../../lib/record-change.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import { authorize } from "../../policies/authorize.ts";
import { findUserById, updateUser, type UserRow } from "../users/repo.ts";
import { presentAdminUser } from "./presenter.ts";
import { revokeUserSessions } from "../auth/tokens-repo.ts";
import { searchUsers } from "./users-admin-repo.ts";

const resourceOf = (u: UserRow) => ({ id: u.id, country: u.country, role: u.role as Role });

/** GET /api/admin/users: search and filters; a country director only sees their country. */
export async function listUsers(ctx: AppContext, session: Session, query: AdminUsersQuery): Promise<AdminUserPage> {
  authorize(session, "users.list", null);
  const country = session.user.role === "worlddirector" ? query.country : session.user.country;
  const { rows, total } = await searchUsers(ctx.db, {
    q: query.q,
    role: query.role,
    country,
    status: query.status,
    limit: ADMIN_USERS_PAGE_SIZE,
    offset: (query.page - 1) * ADMIN_USERS_PAGE_SIZE,
  });
  return {
    users: rows.map((u) => presentAdminUser(session, u)),
    page: query.page,
    pageSize: ADMIN_USERS_PAGE_SIZE,
    total,
  };
}

/** A user this director may see: the world director any, a country director their country's. */
async function visibleUser(ctx: AppContext, session: Session, id: number): Promise<UserRow> {
  authorize(session, "users.list", null);
  const user = await findUserById(ctx.db, id);
  // Another country's account answers as missing: a country director cannot probe ids.
  if (!user || (session.user.role !== "worlddirector" && user.country !== session.user.country))
    throw NotFound("That user");
  return user;
}

/** GET /api/admin/users/:id */
export async function userDetail(ctx: AppContext, session: Session, id: number): Promise<AdminUser> {
  return presentAdminUser(session, await visibleUser(ctx, session, id));
}

/**
 * PATCH /api/admin/users/:id/role: within policy user.grantRole (policies/people.ts). The account's
 * sessions end with the role it had (issue #13): above all the impersonations and ward sessions it
 * opened, which would otherwise keep powers the new role lacks; its own sign-ins too, so every
 * screen is drawn again for the new role.
 */
export async function changeRole(
  ctx: AppContext,
  session: Session,
  id: number,
  role: Role,
  meta: RequestMeta,
): Promise<AdminUser> {
  const user = await visibleUser(ctx, session, id);
  authorize(session, "user.grantRole", { user: resourceOf(user), role }, "You may not give this role to this user.");
  if (user.role === role) return presentAdminUser(session, user);
  // No memoized public answer depends on a role: nothing to recompute.
  const { updated } = await recordChange(
    ctx,
    session,
    meta,
    ({ signedOut }: { signedOut: number }) => ({
      action: "user.role_change",
      targetType: "user",
      targetId: id,
      details: { from: user.role, to: role, signedOut },
    }),
    async (tx) => ({
      updated: await updateUser(tx, id, { role }),
      signedOut: await revokeUserSessions(tx, id),
    }),
    { public: false },
  );
  return presentAdminUser(session, updated);
}

/**
 * PATCH /api/admin/users/:id/status: a disabled account's sessions end at once, with the act-as
 * sessions it opened for others (the auth check also refuses disabled users).
 */
export async function changeStatus(
  ctx: AppContext,
  session: Session,
  id: number,
  status: UserStatus,
  meta: RequestMeta,
): Promise<AdminUser> {
  const user = await visibleUser(ctx, session, id);
  authorize(session, "user.manage", resourceOf(user), "You may not change this account.");
  if (user.status === status) return presentAdminUser(session, user);
  // Public answers show only active authors (home's testimonies): they must change at once.
  const updated = await recordChange(
    ctx,
    session,
    meta,
    { action: status === "disabled" ? "user.disable" : "user.enable", targetType: "user", targetId: id },
    async (tx) => {
      const row = await updateUser(tx, id, { status });
      if (status === "disabled") await revokeUserSessions(tx, id);
      return row;
    },
  );
  return presentAdminUser(session, updated);
}
