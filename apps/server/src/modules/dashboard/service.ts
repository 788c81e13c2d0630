import type { UserInfo } from "@tq/contract/users";
import type { Role } from "@tq/contract/roles";
import type { AppContext, Session } from "../../context.ts";
import { Forbidden, NotFound } from "../../lib/errors.ts";
import { authorize } from "../../policies/authorize.ts";
import { presentSessionUser } from "../users/presenter.ts";
import { findUserById, type UserRow } from "../users/repo.ts";
import { countryDirectorDashboard, worldDirectorDashboard } from "./cards/directors.ts";
import { guardianDashboard } from "./cards/guardian.ts";
import { card, type Dashboard, type DashboardInput, memberSince } from "./cards/shared.ts";
import { studentDashboard } from "./cards/student.ts";
import { assistantDashboard, teacherDashboard } from "./cards/teaching.ts";
import { answersWaitingFor } from "./marking-card.ts";

/** GET /api/dashboard/getuserinfo/{id}: the profile and what that role needs first. */
export async function userInfo(ctx: AppContext, session: Session, id: number): Promise<UserInfo> {
  const user = await findUserById(ctx.db, id);
  // Only those who may read any user learn that an id does not exist (no account probing).
  if (!user) throw session.user.role === "worlddirector" ? NotFound("That user") : Forbidden();
  authorize(session, "user.readInfo", { id: user.id, country: user.country, role: user.role as Role });
  const own = user.id === session.user.id ? session : null;
  const originalId = own ? session.user.originalId : 0;
  return {
    user: {
      ...presentSessionUser(user, originalId),
      createdAt: user.createdAt.toISOString(),
      // The sign-in before this session's: the one a person means by "last sign-in".
      lastLoginAt: (user.previousLoginAt ?? null)?.toISOString() ?? null,
    },
    dashboard: await withMarking(ctx, own, await dashboardFor({ ctx, user, own })),
  };
}

/** Staff who mark see, on their own dashboard, how many answers wait for them (issue #4). */
async function withMarking(ctx: AppContext, own: Session | null, dashboard: Dashboard): Promise<Dashboard> {
  if (!own) return dashboard;
  const waiting = await answersWaitingFor(ctx, own);
  if (waiting === null) return dashboard;
  const marking = card("marking", "Answers waiting for marking", waiting, "/viewsubjectivesmanagement");
  return { ...dashboard, cards: [marking, ...dashboard.cards] };
}

/** pre-teacher: little to show but the way to teach. */
function preteacherDashboard({ user }: { user: UserRow }): Dashboard {
  return {
    cards: [memberSince(user)],
    actions: [
      { label: "Apply to teach", href: "/upgradetotutor" },
      { label: "Browse courses", href: "/home" },
    ],
    sections: [],
  };
}

/** Each role's dashboard lives in cards/<role>.ts (PRODUCT.md §6 "Dashboard"). */
function dashboardFor(input: DashboardInput): Promise<Dashboard> | Dashboard {
  switch (input.user.role as Role) {
    case "student":
      return studentDashboard(input);
    case "guardian":
      return guardianDashboard(input);
    case "preteacher":
      return preteacherDashboard(input);
    case "teacher":
      return teacherDashboard(input);
    case "teachingassistant":
      return assistantDashboard(input);
    case "countrydirector":
      return countryDirectorDashboard(input);
    case "worlddirector":
      return worldDirectorDashboard(input);
  }
}
