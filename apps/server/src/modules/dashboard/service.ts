import { and, eq, isNull, sql } from "drizzle-orm";
import type { UserInfo } from "@tq/contract/users";
import type { Role } from "@tq/contract/roles";
import type { AppContext, Session } from "../../context.ts";
import { contactMessages, emailOutbox, users } from "../../db/schema/index.ts";
import { Forbidden, NotFound } from "../../lib/errors.ts";
import { authorize } from "../../policies/authorize.ts";
import { countCourses } from "../site/catalog-repo.ts";
import { presentSessionUser } from "../users/presenter.ts";
import { findUserById, type UserRow } from "../users/repo.ts";
import { answersWaitingFor } from "./marking-card.ts";

type Card = UserInfo["dashboard"]["cards"][number];
type Dashboard = UserInfo["dashboard"];

/** GET /api/dashboard/getuserinfo/{id}: the profile and what that role needs first. */
export async function userInfo(ctx: AppContext, session: Session, id: number): Promise<UserInfo> {
  const user = await findUserById(ctx.db, id);
  // Only those who may read any user learn that an id does not exist (no account probing).
  if (!user) throw session.user.role === "worlddirector" ? NotFound("That user") : Forbidden();
  authorize(session, "user.readInfo", { id: user.id, country: user.country, role: user.role as Role });
  const originalId = user.id === session.user.id ? session.user.originalId : 0;
  return {
    user: {
      ...presentSessionUser(user, originalId),
      createdAt: user.createdAt.toISOString(),
      // The sign-in before this session's: the one a person means by "last sign-in".
      lastLoginAt: (user.previousLoginAt ?? null)?.toISOString() ?? null,
    },
    dashboard: await withMarking(ctx, session, user, await dashboardFor(ctx, user)),
  };
}

/** Staff who mark see, on their own dashboard, how many answers wait for them (issue #4). */
async function withMarking(ctx: AppContext, session: Session, user: UserRow, dashboard: Dashboard): Promise<Dashboard> {
  if (user.id !== session.user.id) return dashboard;
  const waiting = await answersWaitingFor(ctx, session);
  if (waiting === null) return dashboard;
  const marking = card("marking", "Answers waiting for marking", waiting, "/viewsubjectivesmanagement");
  return { ...dashboard, cards: [marking, ...dashboard.cards] };
}

const card = (key: string, label: string, value: string | number, href: string | null = null): Card => ({
  key,
  label,
  value: String(value),
  href,
});

async function count(query: Promise<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return row?.n ?? 0;
}

async function dashboardFor(ctx: AppContext, user: UserRow): Promise<Dashboard> {
  const n = sql<number>`count(*)::int`;
  const member = card("memberSince", "Member since", user.createdAt.toISOString().slice(0, 10));
  switch (user.role as Role) {
    case "student":
      return {
        cards: [
          card("catalogue", "Courses you can join", await countCourses(ctx.db, { status: "published" }), "/home"),
          member,
        ],
        actions: [
          { label: "Browse courses", href: "/home" },
          { label: "My courses", href: "/mysubscriptions" },
          { label: "Edit my profile", href: "/userprofile/one" },
        ],
      };
    case "guardian":
      return {
        cards: [member],
        actions: [
          { label: "My wards", href: "/guardianpage" },
          { label: "Browse courses", href: "/home" },
        ],
      };
    case "preteacher":
      return {
        cards: [member],
        actions: [
          { label: "Apply to teach", href: "/upgradetotutor" },
          { label: "Browse courses", href: "/home" },
        ],
      };
    case "teacher":
      return {
        cards: [
          card("myCourses", "My courses", await countCourses(ctx.db, { ownerId: user.id }), "/courses"),
          card(
            "myPublished",
            "Published",
            await countCourses(ctx.db, { ownerId: user.id, status: "published" }),
            "/courses",
          ),
        ],
        actions: [
          { label: "Manage courses", href: "/courses" },
          { label: "Site manual", href: "/manual" },
        ],
      };
    case "teachingassistant":
      return {
        cards: [member],
        actions: [
          { label: "Manage tutorials", href: "/managetutorials" },
          { label: "Report generator", href: "/assessment" },
        ],
      };
    case "countrydirector":
      return {
        cards: [
          card(
            "users",
            `Users in ${user.country}`,
            await count(ctx.db.select({ n }).from(users).where(eq(users.country, user.country))),
          ),
          card(
            "contact",
            "New contact messages",
            await count(
              ctx.db
                .select({ n })
                .from(contactMessages)
                .where(and(eq(contactMessages.country, user.country), eq(contactMessages.status, "new"))),
            ),
            "/contactus",
          ),
        ],
        actions: [
          { label: "General settings", href: "/generalsettings" },
          { label: "Contact inbox", href: "/contactus" },
        ],
      };
    case "worlddirector":
      return {
        cards: [
          card("users", "Users", await count(ctx.db.select({ n }).from(users))),
          card("courses", "Published courses", await countCourses(ctx.db, { status: "published" }), "/courseordering"),
          card(
            "contact",
            "New contact messages",
            await count(ctx.db.select({ n }).from(contactMessages).where(eq(contactMessages.status, "new"))),
            "/contactus",
          ),
          card(
            "outbox",
            "Emails waiting for SMTP",
            await count(ctx.db.select({ n }).from(emailOutbox).where(isNull(emailOutbox.sentAt))),
          ),
        ],
        actions: [
          { label: "General settings", href: "/generalsettings" },
          { label: "View log", href: "/viewlog" },
          { label: "Set exchange rates", href: "/setcountry" },
        ],
      };
  }
}
