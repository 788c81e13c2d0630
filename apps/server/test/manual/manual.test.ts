// The site manual (issue #6): staff read it, the world director writes it; every save is a
// revision, restoring makes a new one, everything is sanitized and audited.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Manual, ManualHistory, ManualRevision, ManualSectionSource } from "@tq/contract/manual";
import type { Role } from "@tq/contract/roles";
import { auditLog } from "../../src/db/schema/index.ts";
import {
  bearer,
  buildUser,
  createTestApp,
  errorOf,
  signIn,
  signInEveryRole,
  type TestApp,
} from "../support/helpers.ts";

let t: TestApp;
let tokens: Map<Role, string>;
let wd: string;
let wdId: number;

const as = (token: string) => ({ headers: bearer(token) });

async function addSection(title: string, bodyHtml: string): Promise<ManualSectionSource> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/manual/sections",
    payload: { title, bodyHtml },
    ...as(wd),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function save(id: number, payload: object, token = wd) {
  return t.app.inject({ method: "PATCH", url: `/api/manual/sections/${id}`, payload, ...as(token) });
}

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInEveryRole(t);
  const director = await buildUser(t.database, { role: "worlddirector", firstname: "Wanda", lastname: "World" });
  wdId = director.id;
  wd = await signIn(t.app, director.email);
});
afterAll(() => t.close());

describe("reading the manual", () => {
  it("is for staff only: students, guardians and pre-teachers get 403, visitors 401", async () => {
    await addSection("Reading rights", "<p>For staff.</p>");
    for (const role of ["teacher", "teachingassistant", "countrydirector", "worlddirector"] as const) {
      const res = await t.app.inject({ method: "GET", url: "/api/manual", ...as(tokens.get(role) ?? "") });
      expect(res.statusCode, role).toBe(200);
      expect((res.json() as Manual).sections.some((s) => s.title === "Reading rights")).toBe(true);
    }
    for (const role of ["student", "guardian", "preteacher"] as const) {
      const res = await t.app.inject({ method: "GET", url: "/api/manual", ...as(tokens.get(role) ?? "") });
      expect(res.statusCode, role).toBe(403);
    }
    expect((await t.app.inject({ method: "GET", url: "/api/manual" })).statusCode).toBe(401);
  });

  it("shows sections in order with rendered formulas and without scripts", async () => {
    const s = await addSection(
      "Formulas",
      '<p>Area: $\\pi r^2$</p><script>alert(1)</script><p onclick="x()">ok</p><img src="javascript:alert(1)">',
    );
    expect(s.bodyHtml).not.toMatch(/script|onclick|javascript/);
    expect(s.renderedHtml).toContain("katex");
    expect(s.renderedHtml).not.toMatch(/<script|onclick|javascript:/);
    expect(s.updatedBy).toBe("Wanda World");
    const res = await t.app.inject({ method: "GET", url: "/api/manual", ...as(tokens.get("teacher") ?? "") });
    const manual: Manual = res.json();
    const titles = manual.sections.map((x) => x.title);
    expect(titles.indexOf("Formulas")).toBeGreaterThan(titles.indexOf("Reading rights"));
    // Readers get the rendering only, never the editor's source.
    expect(Object.keys(manual.sections[0] ?? {})).not.toContain("bodyHtml");
  });
});

describe("writing the manual (world director)", () => {
  it("refuses every other role, the country director included", async () => {
    const s = await addSection("Guarded", "<p>x</p>");
    for (const role of ["teacher", "teachingassistant", "countrydirector", "student"] as const) {
      const token = tokens.get(role) ?? "";
      const post = await t.app.inject({
        method: "POST",
        url: "/api/manual/sections",
        payload: { title: "Nope", bodyHtml: "" },
        ...as(token),
      });
      expect(post.statusCode, role).toBe(403);
      expect((await save(s.id, { bodyHtml: "<p>mine</p>" }, token)).statusCode, role).toBe(403);
      const del = await t.app.inject({ method: "DELETE", url: `/api/manual/sections/${s.id}`, ...as(token) });
      expect(del.statusCode, role).toBe(403);
      const hist = await t.app.inject({ method: "GET", url: `/api/manual/sections/${s.id}/revisions`, ...as(token) });
      expect(hist.statusCode, role).toBe(403);
    }
    const still = await t.app.inject({ method: "GET", url: `/api/manual/sections/${s.id}`, ...as(wd) });
    expect((still.json() as ManualSectionSource).bodyHtml).toBe("<p>x</p>");
  });

  it("makes a revision of every save and restores an old one as a new revision", async () => {
    const s = await addSection("Marking", "<p>First</p>");
    expect(s.revision).toBe(1);
    const second = await save(s.id, { bodyHtml: "<p>Second</p>", baseRevision: 1 });
    expect(second.statusCode, second.body).toBe(200);
    const third = await save(s.id, { title: "Marking and release", bodyHtml: "<p>Third</p>", baseRevision: 2 });
    expect((third.json() as ManualSectionSource).revision).toBe(3);

    const hist: ManualHistory = (
      await t.app.inject({ method: "GET", url: `/api/manual/sections/${s.id}/revisions`, ...as(wd) })
    ).json();
    expect(hist.revisions.map((r) => r.number)).toEqual([3, 2, 1]);
    expect(hist.revisions[0]?.title).toBe("Marking and release");
    expect(hist.revisions.every((r) => r.author === "Wanda World")).toBe(true);

    const first = hist.revisions.find((r) => r.number === 1);
    const view = await t.app.inject({
      method: "GET",
      url: `/api/manual/sections/${s.id}/revisions/${first?.id}`,
      ...as(wd),
    });
    expect((view.json() as ManualRevision).renderedHtml).toContain("First");

    const restored = await t.app.inject({
      method: "POST",
      url: `/api/manual/sections/${s.id}/revisions/${first?.id}/restore`,
      ...as(wd),
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const now = restored.json() as ManualSectionSource;
    expect(now).toMatchObject({ revision: 4, title: "Marking", bodyHtml: "<p>First</p>" });
    const after: ManualHistory = (
      await t.app.inject({ method: "GET", url: `/api/manual/sections/${s.id}/revisions`, ...as(wd) })
    ).json();
    expect(after.revisions[0]).toMatchObject({ number: 4, restoredFrom: 1 });
    expect(after.revisions).toHaveLength(4);

    const logged = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "manual_section"), eq(auditLog.targetId, String(s.id))));
    expect(logged.map((l) => l.action).sort()).toEqual([
      "manual.section_added",
      "manual.section_restored",
      "manual.section_saved",
      "manual.section_saved",
    ]);
    expect(logged.every((l) => l.actorId === wdId && l.realActorId === wdId)).toBe(true);
  });

  it("refuses a save based on an old revision (409) instead of overwriting", async () => {
    const s = await addSection("Race", "<p>a</p>");
    expect((await save(s.id, { bodyHtml: "<p>b</p>", baseRevision: 1 })).statusCode).toBe(200);
    const stale = await save(s.id, { bodyHtml: "<p>c</p>", baseRevision: 1 });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe("conflict");
  });

  it("does not show one section's revision under another section (404)", async () => {
    const a = await addSection("A", "<p>a</p>");
    const b = await addSection("B", "<p>b</p>");
    const histA: ManualHistory = (
      await t.app.inject({ method: "GET", url: `/api/manual/sections/${a.id}/revisions`, ...as(wd) })
    ).json();
    const revA = histA.revisions[0]?.id;
    const cross = await t.app.inject({
      method: "GET",
      url: `/api/manual/sections/${b.id}/revisions/${revA}`,
      ...as(wd),
    });
    expect(cross.statusCode).toBe(404);
    const restore = await t.app.inject({
      method: "POST",
      url: `/api/manual/sections/${b.id}/revisions/${revA}/restore`,
      ...as(wd),
    });
    expect(restore.statusCode).toBe(404);
  });

  it("reorders with every id once, refuses a partial order, deletes with its history", async () => {
    const manual: Manual = (await t.app.inject({ method: "GET", url: "/api/manual", ...as(wd) })).json();
    const ids = manual.sections.map((s) => s.id);
    const reversed = [...ids].reverse();
    const ok = await t.app.inject({
      method: "PUT",
      url: "/api/manual/sections/order",
      payload: { ids: reversed },
      ...as(wd),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as Manual).sections.map((s) => s.id)).toEqual(reversed);
    const partial = await t.app.inject({
      method: "PUT",
      url: "/api/manual/sections/order",
      payload: { ids: reversed.slice(1) },
      ...as(wd),
    });
    expect(partial.statusCode).toBe(400);
    expect(errorOf(partial).fields).toHaveProperty("ids");

    const victim = reversed[0] ?? 0;
    const del = await t.app.inject({ method: "DELETE", url: `/api/manual/sections/${victim}`, ...as(wd) });
    expect(del.statusCode).toBe(204);
    const gone = await t.app.inject({ method: "GET", url: `/api/manual/sections/${victim}/revisions`, ...as(wd) });
    expect(gone.statusCode).toBe(404);
    const again = await t.app.inject({ method: "DELETE", url: `/api/manual/sections/${victim}`, ...as(wd) });
    expect(again.statusCode).toBe(404);
  });

  it("answers field errors for an empty title and an unchanged patch", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/manual/sections",
      payload: { title: "  ", bodyHtml: "" },
      ...as(wd),
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toHaveProperty("title");
    const s = await addSection("Patch", "<p>p</p>");
    expect((await save(s.id, {})).statusCode).toBe(400);
  });
});
