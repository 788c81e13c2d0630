import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { ROLES, type Role } from "@tq/contract/roles";
import { passwordResetTokens, tutorialComments } from "../../src/db/schema/index.ts";
import { latexSymbols, tikzExamples } from "../../src/db/schema/content.ts";
import { hashToken } from "../../src/lib/tokens.ts";
import type { UserRow } from "../../src/modules/users/repo.ts";
import { authoringMatrix } from "../authoring/authoring-matrix-entries.ts";
import { quizSchemeMatrix } from "../quizzes/authoring/quizzes-scheme-matrix-entries.ts";
import { attemptsMatrix } from "../quizzes/taking/attempts-matrix-entries.ts";
import { markingMatrix } from "../quizzes/marking/marking-matrix-entries.ts";
import { quizzesAvailableMatrix } from "../quizzes/catalog/quizzes-available-matrix-entries.ts";
import { quizBankMatrix } from "../quizzes/bank/quizzes-bank-matrix-entries.ts";
import { recordsMatrix } from "../quizzes/records/records-matrix-entries.ts";
import { enrolmentMatrix } from "../enrolment/enrolment-matrix-entries.ts";
import { guardiansMatrix } from "../guardians/guardians-matrix-entries.ts";
import { classroomsMatrix } from "../classrooms/classrooms-matrix-entries.ts";
import { accountsMatrix } from "../accounts/accounts-matrix-entries.ts";
import { activityLogMatrix } from "../activity-log/activity-log-matrix-entries.ts";
import { estimatorMatrix } from "../estimator/estimator-matrix-entries.ts";
import { contactInboxMatrix } from "../contact-inbox/contact-inbox-matrix-entries.ts";
import { manualMatrix } from "../manual/manual-matrix-entries.ts";
import { settingsMatrix } from "../site-admin/settings-matrix-entries.ts";
import { buildCourseTree } from "../catalog/catalog-factory.ts";
import { quizzesMatrix } from "../quizzes/authoring/quizzes-matrix-entries.ts";
import { reportsMatrix } from "../reports/reports-matrix-entries.ts";
import { bearer, buildUser, createTestApp, errorOf, fakeGoogle, signIn, type TestApp } from "../support/helpers.ts";

/**
 * The authorization matrix: every /api route the server registers, who may call it, and a
 * valid request for it. Every route × every caller is sent; an allowed caller must succeed,
 * an anonymous caller of a signed-in route gets 401, any other role 403.
 * A new route fails this test until it is added here.
 */
type Access = "public" | "signedIn" | readonly Role[];
type Caller = "anonymous" | Role;

interface CallerContext {
  caller: Caller;
  /** The caller's own account (anonymous callers get a spare account to point at). */
  user: UserRow;
  /** A fresh account of the caller's role, signed in, for calls that spend a session or password. */
  throwaway(): Promise<{ user: UserRow; token: string | null }>;
}

interface Fixture {
  url: string;
  payload?: unknown;
  /** Use this token instead of the caller's shared one (anonymous callers keep none). */
  token?: string | null;
  /** Extra request headers (a multipart upload's content type). */
  headers?: Record<string, string>;
}

interface Entry {
  access: Access;
  request(c: CallerContext): Promise<Fixture> | Fixture;
}

/** One published course tree, built on first use, for the catalog routes' fixtures. */
let tree: Promise<Awaited<ReturnType<typeof buildCourseTree>>> | undefined;
const catalogTree = () =>
  (tree ??= buildUser(t.database, { role: "teacher" }).then((owner) =>
    buildCourseTree(t.database, { ownerId: owner.id }),
  ));

/** A fresh question by this user on the tree's free preview. */
async function matrixComment(userId: number): Promise<number> {
  const tutorialId = (await catalogTree()).tutorials.preview.id;
  const [row] = await t.database.db
    .insert(tutorialComments)
    .values({ tutorialId, userId, body: "A matrix question" })
    .returning({ id: tutorialComments.id });
  if (!row) throw new Error("no comment");
  return row.id;
}

const unique = () => `m-${randomBytes(5).toString("hex")}@test.example`;

const MATRIX: Record<string, Entry> = {
  // Authoring (issue #3): courses, their structure, tutorials, uploads.
  ...authoringMatrix(() => t.database),
  // Quiz authoring (issue #4): quizzes, sections, selectors, questions and their parts.
  ...quizzesMatrix(() => t.database),
  // Marking schemes (issue #4): the keyword-rule tester.
  ...quizSchemeMatrix(),
  // Quiz attempts (issue #4): taking, saving, submitting, own list, verification codes.
  ...attemptsMatrix(() => t.database),
  // Marking (issue #4): the queue, final scores, re-grading, release; students' marked answers.
  ...markingMatrix(() => t.database),
  // Finding quizzes to take (issue #4): the caller's list, a chapter's published quizzes.
  ...quizzesAvailableMatrix(() => t.database),
  // Question banks (issue #4): GIFT and Moodle XML import and export.
  ...quizBankMatrix(() => t.database),
  // Quiz records (issue #4): own records, the markers' records and CSV, one student's attempts of a quiz.
  ...recordsMatrix(() => t.database),
  // Enrolment (issue #5): offers, checkout, subscriptions and renewals, manual payments.
  ...enrolmentMatrix(() => t.database),
  // Guardians (issue #5): invitations, links, the wards' overview, acting as a ward.
  ...guardiansMatrix(() => t.database),
  // Classrooms (issue #5): classes, coursemates, course assistants, tutors' pages, instructor edits.
  ...classroomsMatrix(() => t.database),
  // People administration (issue #5): tutor applications, users, Add Teacher, impersonation, companies.
  ...accountsMatrix(() => t.database),
  // Oversight (issue #6): View Log, the estimator, the directors' contact inbox.
  ...activityLogMatrix(),
  ...estimatorMatrix(),
  ...contactInboxMatrix(() => t.database),
  // Site manual and testimonies (issue #6): staff read the manual, the world director writes it and moderates.
  ...manualMatrix(() => t.database),
  // Site administration (issue #6): settings, pages, folder pages, countries and rates, course order.
  ...settingsMatrix(() => t.database),
  // Assessment reports (issue #6): the generator, publication, a student's reports, the public code check.
  ...reportsMatrix(() => t.database),
  "POST /api/auth/login": {
    access: "public",
    async request(c) {
      const { user, token } = await c.throwaway();
      return { url: "/api/auth/login", payload: { email: user.email, password: PASSWORD }, token };
    },
  },
  "POST /api/auth/register": {
    access: "public",
    request: () => ({
      url: "/api/auth/register",
      payload: {
        firstname: "Ada",
        lastname: "Matrix",
        email: unique(),
        profession: "Student",
        password: "matrix-pass-phrase",
        country: "GB",
      },
    }),
  },
  "POST /api/auth/logout": {
    access: "signedIn",
    // Logging out revokes the session, so each caller spends a throwaway one.
    async request(c) {
      const { token } = await c.throwaway();
      return { url: "/api/auth/logout", payload: { info: "matrix" }, token };
    },
  },
  "POST /api/auth/checkifemailexist": {
    access: "public",
    request: (c) => ({ url: "/api/auth/checkifemailexist", payload: { email: c.user.email } }),
  },
  "GET /api/catalog/courses/:courseId/outline": {
    access: "public",
    request: async () => ({ url: `/api/catalog/courses/${(await catalogTree()).course.id}/outline` }),
  },
  "GET /api/tutorials/:id": {
    access: "public",
    request: async () => ({ url: `/api/tutorials/${(await catalogTree()).tutorials.preview.id}` }),
  },
  "PUT /api/tutorials/:id/progress": {
    access: "signedIn",
    request: async () => ({
      url: `/api/tutorials/${(await catalogTree()).tutorials.preview.id}/progress`,
      payload: { completed: true },
    }),
  },
  "GET /api/catalog/courses": { access: "public", request: () => ({ url: "/api/catalog/courses" }) },
  "GET /api/tutorials/:id/comments": {
    access: "public",
    request: async () => ({ url: `/api/tutorials/${(await catalogTree()).tutorials.preview.id}/comments` }),
  },
  "POST /api/tutorials/:id/comments": {
    access: "signedIn",
    request: async () => ({
      url: `/api/tutorials/${(await catalogTree()).tutorials.preview.id}/comments`,
      payload: { body: "What does this step mean?" },
    }),
  },
  // Staff of the comment's course (owner, tutors, assistants: catalog/comments.test.ts); of the
  // matrix's callers only the world director is staff of the tree's course.
  "PATCH /api/comments/:commentId": {
    access: ["worlddirector"],
    request: async (c) => ({ url: `/api/comments/${await matrixComment(c.user.id)}`, payload: { hidden: true } }),
  },
  // Its author (a fresh comment of the caller's own) or staff.
  "DELETE /api/comments/:commentId": {
    access: "signedIn",
    request: async (c) => ({ url: `/api/comments/${await matrixComment(c.user.id)}` }),
  },
  "POST /api/auth/google": {
    access: "public",
    request: (c) => ({ url: "/api/auth/google", payload: { credential: `google-ok:${c.user.email}` } }),
  },
  "POST /api/auth/checkrecoverytype": {
    access: "public",
    request: (c) => ({ url: "/api/auth/checkrecoverytype", payload: { email: c.user.email } }),
  },
  "POST /api/auth/recovermypassword": {
    access: "public",
    request: (c) => ({ url: "/api/auth/recovermypassword", payload: { email: c.user.email } }),
  },
  "POST /api/auth/setrecoverpassword": {
    access: "public",
    async request(c) {
      const { user, token } = await c.throwaway();
      const link = randomBytes(32).toString("base64url");
      await t.database.db
        .insert(passwordResetTokens)
        .values({ userId: user.id, tokenHash: hashToken(link), expiresAt: new Date(Date.now() + 600_000) });
      return {
        url: "/api/auth/setrecoverpassword",
        payload: { email: user.email, token: link, password: "a-new-matrix-phrase" },
        token,
      };
    },
  },
  "POST /api/users/updateuser": {
    access: "signedIn",
    request: (c) => ({
      url: "/api/users/updateuser",
      payload: {
        firstname: "Renamed",
        lastname: c.user.lastname,
        email: c.user.email,
        profession: "Other",
        country: c.user.country,
      },
    }),
  },
  "POST /api/users/resetloginpassword": {
    access: "signedIn",
    // Changing the password signs out other sessions: use a throwaway account of the same role.
    async request(c) {
      const { token } = await c.throwaway();
      return {
        url: "/api/users/resetloginpassword",
        payload: {
          currentPassword: PASSWORD,
          newPassword: "another-matrix-phrase",
          confirmPassword: "another-matrix-phrase",
        },
        token,
      };
    },
  },
  "GET /api/admin/getpersistentdata": { access: "public", request: () => ({ url: "/api/admin/getpersistentdata" }) },
  "POST /api/admin/getcoursesfordisplay": {
    access: "public",
    request: () => ({ url: "/api/admin/getcoursesfordisplay", payload: { country: "JP" } }),
  },
  "POST /api/admin/contactsite": {
    access: "public",
    request: () => ({
      url: "/api/admin/contactsite",
      payload: {
        name: "Matrix Visitor",
        email: unique(),
        country: "NG",
        subject: "A question",
        message: "When do the next classes start?",
      },
    }),
  },
  "GET /api/pages/:key": { access: "public", request: () => ({ url: "/api/pages/aboutus" }) },
  "GET /api/site/contact": { access: "public", request: () => ({ url: "/api/site/contact" }) },
  "GET /api/health": { access: "public", request: () => ({ url: "/api/health" }) },
  "GET /api/ready": { access: "public", request: () => ({ url: "/api/ready" }) },
  "GET /api/admin/outbox": { access: ["worlddirector"], request: () => ({ url: "/api/admin/outbox" }) },
  "GET /api/dashboard/getuserinfo/:id": {
    access: "signedIn",
    request: (c) => ({ url: `/api/dashboard/getuserinfo/${c.user.id}` }),
  },
  // Anyone may submit a diagram (visitors try examples); new renders are rate-limited (ADR 0009).
  "POST /api/diagrams": {
    access: "public",
    request: () => ({
      url: "/api/diagrams",
      payload: { source: "\\begin{tikzpicture}\\draw (0,0) -- (1,1);\\end{tikzpicture}" },
    }),
  },
  // Helper content (issue #3): public to read and preview, the world director's to change.
  "GET /api/content/latex-symbols": { access: "public", request: () => ({ url: "/api/content/latex-symbols" }) },
  "POST /api/content/latex-symbols": {
    access: ["worlddirector"],
    request: () => ({
      url: "/api/content/latex-symbols",
      payload: { category: "Matrix", label: "unique", latex: `\\text{${randomBytes(4).toString("hex")}}` },
    }),
  },
  "PATCH /api/content/latex-symbols/:id": {
    access: ["worlddirector"],
    request: async () => ({ url: `/api/content/latex-symbols/${await matrixSymbol()}`, payload: { label: "renamed" } }),
  },
  "DELETE /api/content/latex-symbols/:id": {
    access: ["worlddirector"],
    request: async () => ({ url: `/api/content/latex-symbols/${await matrixSymbol()}` }),
  },
  "PUT /api/content/latex-symbols/order": {
    access: ["worlddirector"],
    request: async () => {
      const rows = await t.database.db
        .select({ id: latexSymbols.id })
        .from(latexSymbols)
        .where(eq(latexSymbols.category, "Greek letters"))
        .orderBy(asc(latexSymbols.position), asc(latexSymbols.id));
      return {
        url: "/api/content/latex-symbols/order",
        payload: { category: "Greek letters", ids: rows.map((r) => r.id) },
      };
    },
  },
  "GET /api/content/tikz-examples": { access: "public", request: () => ({ url: "/api/content/tikz-examples" }) },
  "POST /api/content/tikz-examples": {
    access: ["worlddirector"],
    // The same source as POST /api/diagrams: one render for the whole matrix.
    request: () => ({
      url: "/api/content/tikz-examples",
      payload: {
        title: "Matrix",
        description: "",
        source: "\\begin{tikzpicture}\\draw (0,0) -- (1,1);\\end{tikzpicture}",
      },
    }),
  },
  "PATCH /api/content/tikz-examples/:id": {
    access: ["worlddirector"],
    request: async () => ({
      url: `/api/content/tikz-examples/${await matrixExample()}`,
      payload: { title: "Renamed" },
    }),
  },
  "DELETE /api/content/tikz-examples/:id": {
    access: ["worlddirector"],
    request: async () => ({ url: `/api/content/tikz-examples/${await matrixExample()}` }),
  },
  "PUT /api/content/tikz-examples/order": {
    access: ["worlddirector"],
    request: async () => {
      const rows = await t.database.db
        .select({ id: tikzExamples.id })
        .from(tikzExamples)
        .orderBy(asc(tikzExamples.position), asc(tikzExamples.id));
      return { url: "/api/content/tikz-examples/order", payload: { ids: rows.map((r) => r.id) } };
    },
  },
  "POST /api/content/preview": {
    access: "public",
    request: () => ({ url: "/api/content/preview", payload: { html: "<p>$x^2$</p>" } }),
  },
};

/** A fresh palette symbol (for the calls that change or delete one). */
async function matrixSymbol(): Promise<number> {
  const [row] = await t.database.db
    .insert(latexSymbols)
    .values({ category: "Matrix", label: "row", latex: `\\text{${randomBytes(4).toString("hex")}}` })
    .returning({ id: latexSymbols.id });
  if (!row) throw new Error("no symbol");
  return row.id;
}

/** A fresh TikZ example (for the calls that change or delete one). */
async function matrixExample(): Promise<number> {
  const [row] = await t.database.db
    .insert(tikzExamples)
    .values({ title: "Row", source: "\\begin{tikzpicture}\\draw (0,0) -- (1,1);\\end{tikzpicture}" })
    .returning({ id: tikzExamples.id });
  if (!row) throw new Error("no example");
  return row.id;
}

const PASSWORD = "Matrix-pass-2026";
const CALLERS: readonly Caller[] = ["anonymous", ...ROLES];

let t: TestApp;
const users = new Map<Caller, UserRow>();
const tokens = new Map<Caller, string>();

beforeAll(async () => {
  t = await createTestApp({ google: fakeGoogle });
  for (const caller of CALLERS) {
    const role: Role = caller === "anonymous" ? "student" : caller;
    const user = await buildUser(t.database, { role, password: PASSWORD, country: "NG" });
    users.set(caller, user);
    if (caller !== "anonymous") tokens.set(caller, await signIn(t.app, user.email, PASSWORD));
  }
});
afterAll(() => t.close());

/** The /api routes the app registered, as "METHOD /url" (HEAD twins of GET routes and the docs left out). */
function apiRoutes(): string[] {
  const all = t.app.registeredRoutes.filter((r) => r.url.startsWith("/api/") && !r.url.startsWith("/api/docs"));
  const keys = new Set(all.map((r) => `${r.method} ${r.url}`));
  return [...keys].filter((k) => !(k.startsWith("HEAD ") && keys.has(`GET ${k.slice(5)}`))).sort();
}

function contextOf(caller: Caller): CallerContext {
  const user = users.get(caller);
  if (!user) throw new Error(`no user for ${caller}`);
  return {
    caller,
    user,
    async throwaway() {
      const role: Role = caller === "anonymous" ? "student" : caller;
      const spare = await buildUser(t.database, { role, password: PASSWORD, country: user.country });
      return { user: spare, token: caller === "anonymous" ? null : await signIn(t.app, spare.email, PASSWORD) };
    },
  };
}

function expected(access: Access, caller: Caller): "allowed" | 401 | 403 {
  if (access === "public") return "allowed";
  if (caller === "anonymous") return 401;
  if (access === "signedIn") return "allowed";
  return access.includes(caller) ? "allowed" : 403;
}

describe("the authorization matrix", () => {
  it("knows every registered /api route, and lists no route the server lacks", () => {
    const registered = apiRoutes();
    expect(registered.length).toBeGreaterThan(10);
    const missing = registered.filter((k) => !(k in MATRIX));
    expect(
      missing,
      `these routes are not in the authorization matrix; add them to MATRIX in ${import.meta.filename}`,
    ).toEqual([]);
    const stale = Object.keys(MATRIX).filter((k) => !registered.includes(k));
    expect(stale, "these MATRIX entries match no registered route").toEqual([]);
  });

  it("answers every route × caller as the matrix says", async () => {
    const failures: string[] = [];
    for (const key of apiRoutes()) {
      const entry = MATRIX[key];
      if (!entry) continue; // reported by the test above
      const [method = "GET"] = key.split(" ");
      for (const caller of CALLERS) {
        const fixture = await entry.request(contextOf(caller));
        const token = fixture.token !== undefined ? fixture.token : (tokens.get(caller) ?? null);
        const res = await t.app.inject({
          method: method as "GET" | "POST" | "PUT",
          url: fixture.url,
          ...(fixture.payload !== undefined ? { payload: fixture.payload as object } : {}),
          headers: { ...fixture.headers, ...(token ? bearer(token) : {}) },
        });
        const want = expected(entry.access, caller);
        const status = res.statusCode;
        const label = `${key} as ${caller}: expected ${want}, got ${status} ${res.body.slice(0, 160)}`;
        if (want === "allowed") {
          if (status < 200 || status >= 300) failures.push(label);
        } else if (status !== want) {
          failures.push(label);
        } else {
          const code = errorOf(res).code;
          if (code !== (want === 401 ? "unauthenticated" : "forbidden")) failures.push(`${label} (code ${code})`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Every route × every role, one request at a time: hundreds of requests, so more than the
    // default 30 s on a busy 2-core machine.
  }, 180_000);

  it("refuses a role-only route to another role (403), to a visitor (401) and to an unknown token (401)", async () => {
    // Sanity of the matrix's own expectations: a route listed for one role is really refused to the others.
    const student = tokens.get("student") ?? "";
    const res = await t.app.inject({ method: "GET", url: "/api/admin/outbox", headers: bearer(student) });
    expect(res.statusCode).toBe(403);
    const anon = await t.app.inject({ method: "GET", url: "/api/admin/outbox" });
    expect(anon.statusCode).toBe(401);
    const bogus = await t.app.inject({
      method: "GET",
      url: "/api/admin/outbox",
      headers: bearer(randomBytes(32).toString("base64url")),
    });
    expect(bogus.statusCode).toBe(401);
  });
});
