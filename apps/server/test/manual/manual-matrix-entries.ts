import type { Role } from "@tq/contract/roles";
import type { Database } from "../../src/db/client.ts";
import { manualRevisions, manualSections, testimonies } from "../../src/db/schema/index.ts";
import { issueToken } from "../../src/modules/auth/tokens-repo.ts";
import { buildUser } from "../support/helpers.ts";
import type { MatrixCaller, MatrixEntries } from "../support/matrix-helpers.ts";

const STAFF: readonly Role[] = ["teacher", "teachingassistant", "countrydirector", "worlddirector"];
const WORLD: readonly Role[] = ["worlddirector"];

/** A fresh section at revision 1 with its revision row (for the calls that change or delete one). */
async function section(db: Database): Promise<{ id: number; revisionId: number }> {
  const [row] = await db.db
    .insert(manualSections)
    .values({ title: "Matrix", bodyHtml: "<p>x</p>", renderedHtml: "<p>x</p>", position: 999 })
    .returning({ id: manualSections.id });
  if (!row) throw new Error("no section");
  const [rev] = await db.db
    .insert(manualRevisions)
    .values({ sectionId: row.id, number: 1, title: "Matrix", bodyHtml: "<p>x</p>" })
    .returning({ id: manualRevisions.id });
  if (!rev) throw new Error("no revision");
  return { id: row.id, revisionId: rev.id };
}

/** Someone else's pending testimony, for the moderation calls. */
async function pendingTestimony(db: Database): Promise<number> {
  const author = await buildUser(db);
  const [row] = await db.db
    .insert(testimonies)
    .values({ userId: author.id, text: "Matrix testimony" })
    .returning({ id: testimonies.id });
  if (!row) throw new Error("no testimony");
  return row.id;
}

/**
 * A fresh account of the caller's role with its own session (one testimony per user, so each
 * caller writes with a spare account); a visitor sends no token.
 */
async function spare(db: Database, c: MatrixCaller): Promise<{ userId: number; token: string | null }> {
  const role: Role = c.caller === "anonymous" ? "student" : c.caller;
  const user = await buildUser(db, { role });
  const token = c.caller === "anonymous" ? null : await issueToken(db.db, { userId: user.id, ttlMs: 600_000 });
  return { userId: user.id, token };
}

/** The manual's and the testimonies' rows of the authorization matrix (issue #6). */
export function manualMatrix(database: () => Database): MatrixEntries {
  return {
    "GET /api/manual": { access: STAFF, request: () => ({ url: "/api/manual" }) },
    "POST /api/manual/sections": {
      access: WORLD,
      request: () => ({ url: "/api/manual/sections", payload: { title: "New", bodyHtml: "<p>Hello</p>" } }),
    },
    "PUT /api/manual/sections/order": {
      access: WORLD,
      async request() {
        const rows = await database().db.select({ id: manualSections.id }).from(manualSections);
        if (rows.length === 0) rows.push({ id: (await section(database())).id });
        return { url: "/api/manual/sections/order", payload: { ids: rows.map((r) => r.id) } };
      },
    },
    "GET /api/manual/sections/:id": {
      access: WORLD,
      request: async () => ({ url: `/api/manual/sections/${(await section(database())).id}` }),
    },
    "PATCH /api/manual/sections/:id": {
      access: WORLD,
      request: async () => ({
        url: `/api/manual/sections/${(await section(database())).id}`,
        payload: { bodyHtml: "<p>Changed</p>", baseRevision: 1 },
      }),
    },
    "DELETE /api/manual/sections/:id": {
      access: WORLD,
      request: async () => ({ url: `/api/manual/sections/${(await section(database())).id}` }),
    },
    "GET /api/manual/sections/:id/revisions": {
      access: WORLD,
      request: async () => ({ url: `/api/manual/sections/${(await section(database())).id}/revisions` }),
    },
    "GET /api/manual/sections/:id/revisions/:revisionId": {
      access: WORLD,
      async request() {
        const s = await section(database());
        return { url: `/api/manual/sections/${s.id}/revisions/${s.revisionId}` };
      },
    },
    "POST /api/manual/sections/:id/revisions/:revisionId/restore": {
      access: WORLD,
      async request() {
        const s = await section(database());
        return { url: `/api/manual/sections/${s.id}/revisions/${s.revisionId}/restore` };
      },
    },
    "GET /api/testimonies/public": { access: "public", request: () => ({ url: "/api/testimonies/public" }) },
    "GET /api/testimonies/mine": { access: "signedIn", request: () => ({ url: "/api/testimonies/mine" }) },
    // One testimony per user: each caller writes, changes and withdraws with a spare account.
    "POST /api/testimonies/mine": {
      access: "signedIn",
      async request(c) {
        const { token } = await spare(database(), c);
        return { url: "/api/testimonies/mine", payload: { text: "Clear and kind.", rating: 5 }, token };
      },
    },
    "PATCH /api/testimonies/mine": {
      access: "signedIn",
      async request(c) {
        const { userId, token } = await spare(database(), c);
        await database().db.insert(testimonies).values({ userId, text: "First words" });
        return { url: "/api/testimonies/mine", payload: { text: "Better words" }, token };
      },
    },
    "DELETE /api/testimonies/mine": {
      access: "signedIn",
      async request(c) {
        const { userId, token } = await spare(database(), c);
        await database().db.insert(testimonies).values({ userId, text: "First words" });
        return { url: "/api/testimonies/mine", token };
      },
    },
    "GET /api/testimonies": { access: WORLD, request: () => ({ url: "/api/testimonies?status=pending" }) },
    "POST /api/testimonies/:id/decision": {
      access: WORLD,
      request: async () => ({
        url: `/api/testimonies/${await pendingTestimony(database())}/decision`,
        payload: { decision: "approve" },
      }),
    },
  };
}
