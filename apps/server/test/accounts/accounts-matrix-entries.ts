import { randomBytes } from "node:crypto";
import type { Role } from "@tq/contract/roles";
import type { Database } from "../../src/db/client.ts";
import { companies, companyMembers, tutorApplications } from "../../src/db/schema/index.ts";
import { issueToken } from "../../src/modules/auth/tokens-repo.ts";
import { buildUser } from "../support/helpers.ts";

/** The matrix's caller as these rows need it: its country, and throwaway sessions. */
interface AccountsCaller {
  caller: "anonymous" | Role;
  user: { id: number; country: string };
}
type Entries = Record<
  string,
  {
    access: readonly Role[] | "signedIn";
    request(c: AccountsCaller): Promise<{ url: string; payload?: unknown; token?: string | null }>;
  }
>;

const DIRECTORS: readonly Role[] = ["countrydirector", "worlddirector"];

/**
 * Issue #5's people administration rows. The matrix's callers all live in Nigeria, so every
 * fixture stands there: a country director may act on it, the world director on anything.
 */
export function accountsMatrix(database: () => Database): Entries {
  const db = () => database().db;
  const student = (c: AccountsCaller) => buildUser(database(), { role: "student", country: c.user.country });
  async function application(c: AccountsCaller): Promise<number> {
    const applicant = await buildUser(database(), { role: "preteacher", country: c.user.country });
    const [row] = await db()
      .insert(tutorApplications)
      .values({ userId: applicant.id, bio: "A matrix applicant", qualifications: "BSc", subjects: ["Maths"] })
      .returning({ id: tutorApplications.id });
    if (!row) throw new Error("no application");
    return row.id;
  }
  async function company(c: AccountsCaller): Promise<number> {
    const [row] = await db()
      .insert(companies)
      .values({ name: "Matrix School", kind: "school", country: c.user.country })
      .returning({ id: companies.id });
    if (!row) throw new Error("no company");
    return row.id;
  }
  return {
    "GET /api/tutor-applications/mine": {
      access: ["preteacher"],
      request: async () => ({ url: "/api/tutor-applications/mine" }),
    },
    "POST /api/tutor-applications": {
      access: ["preteacher"],
      request: async () => ({
        url: "/api/tutor-applications",
        payload: { bio: "I have taught for many years.", qualifications: "BSc Mathematics", subjects: ["Maths"] },
      }),
    },
    "GET /api/tutor-applications": { access: DIRECTORS, request: async () => ({ url: "/api/tutor-applications" }) },
    "POST /api/tutor-applications/:id/decision": {
      access: DIRECTORS,
      request: async (c) => ({
        url: `/api/tutor-applications/${await application(c)}/decision`,
        payload: { decision: "decline" },
      }),
    },
    "GET /api/admin/users": { access: DIRECTORS, request: async () => ({ url: "/api/admin/users?q=a" }) },
    "GET /api/admin/users/:id": {
      access: DIRECTORS,
      request: async (c) => ({ url: `/api/admin/users/${(await student(c)).id}` }),
    },
    "PATCH /api/admin/users/:id/role": {
      access: DIRECTORS,
      request: async (c) => ({ url: `/api/admin/users/${(await student(c)).id}/role`, payload: { role: "guardian" } }),
    },
    "PATCH /api/admin/users/:id/status": {
      access: DIRECTORS,
      request: async (c) => ({
        url: `/api/admin/users/${(await student(c)).id}/status`,
        payload: { status: "disabled" },
      }),
    },
    "POST /api/admin/teachers": {
      access: ["worlddirector"],
      request: async () => ({
        url: "/api/admin/teachers",
        payload: {
          firstname: "Matrix",
          lastname: "Teacher",
          email: `t-${randomBytes(5).toString("hex")}@test.example`,
          country: "NG",
          role: "teacher",
        },
      }),
    },
    "POST /api/impersonation": {
      access: DIRECTORS,
      request: async (c) => ({
        url: "/api/impersonation",
        payload: { userId: (await student(c)).id, reason: "Matrix check" },
      }),
    },
    // Stopping needs an impersonation session: any role can be the one acted as.
    "DELETE /api/impersonation": {
      access: "signedIn",
      request: async (c) => {
        if (c.caller === "anonymous") return { url: "/api/impersonation" };
        const admin = await buildUser(database(), { role: "worlddirector" });
        const target = await buildUser(database(), { role: c.caller, country: c.user.country });
        const token = await issueToken(db(), {
          userId: target.id,
          ttlMs: 600_000,
          kind: "impersonation",
          originalUserId: admin.id,
        });
        return { url: "/api/impersonation", token };
      },
    },
    "GET /api/companies": { access: DIRECTORS, request: async () => ({ url: "/api/companies" }) },
    "POST /api/companies": {
      access: DIRECTORS,
      request: async (c) => ({
        url: "/api/companies",
        payload: { name: "Matrix Academy", kind: "school", country: c.user.country },
      }),
    },
    "GET /api/companies/:id": {
      access: DIRECTORS,
      request: async (c) => ({ url: `/api/companies/${await company(c)}` }),
    },
    "PATCH /api/companies/:id": {
      access: DIRECTORS,
      request: async (c) => ({
        url: `/api/companies/${await company(c)}`,
        payload: { name: "Renamed", kind: "employer", country: c.user.country },
      }),
    },
    "POST /api/companies/:id/members": {
      access: DIRECTORS,
      request: async (c) => ({
        url: `/api/companies/${await company(c)}/members`,
        payload: { email: (await student(c)).email },
      }),
    },
    "DELETE /api/companies/:id/members/:userId": {
      access: DIRECTORS,
      request: async (c) => {
        const id = await company(c);
        const member = await student(c);
        await db().insert(companyMembers).values({ companyId: id, userId: member.id });
        return { url: `/api/companies/${id}/members/${member.id}` };
      },
    },
  };
}
