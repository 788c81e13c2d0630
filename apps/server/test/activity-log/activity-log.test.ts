import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LogChoices, LogPage } from "@tq/contract/activity-log";
import { auditLog } from "../../src/db/schema/index.ts";
import type { UserRow } from "../../src/modules/users/repo.ts";
import { bearer, buildUser, createTestApp, errorOf, signIn, type TestApp } from "../support/helpers.ts";

/** View Log (issue #6): filters, keyset paging, the act-as column, CSV, the world director only. */

let t: TestApp;
let world: string;
let director: string;
let admin: UserRow;
let teacher: UserRow;
let guardian: UserRow;
let ward: UserRow;

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.database, { role: "worlddirector", firstname: "Wanda", lastname: "World" });
  teacher = await buildUser(t.database, { role: "teacher", firstname: "Tobi", lastname: "Teacher" });
  guardian = await buildUser(t.database, { role: "guardian", firstname: "Gina", lastname: "Guardian" });
  ward = await buildUser(t.database, { role: "student", firstname: "Wale", lastname: "Ward" });
  world = await signIn(t.app, admin.email);
  director = await signIn(t.app, (await buildUser(t.database, { role: "countrydirector" })).email);
  // A quiet corner of the calendar, so the sign-ins above stay out of the dated filters.
  await t.database.db.insert(auditLog).values([
    {
      actorId: teacher.id,
      realActorId: teacher.id,
      action: "course.create",
      targetType: "course",
      targetId: "7",
      ip: "10.0.0.1",
      createdAt: at("2020-03-01T09:00:00Z"),
    },
    {
      actorId: teacher.id,
      realActorId: admin.id,
      action: "course.update",
      targetType: "course",
      targetId: "7",
      ip: "10.0.0.2",
      details: { title: '=HYPERLINK("x")' },
      createdAt: at("2020-03-02T09:00:00Z"),
    },
    {
      actorId: ward.id,
      realActorId: guardian.id,
      action: "subscription.checkout",
      targetType: "subscription",
      targetId: "3",
      ip: "10.0.0.3",
      createdAt: at("2020-03-03T09:00:00Z"),
    },
    {
      actorId: null,
      realActorId: null,
      action: "contact.sent",
      targetType: "contact_message",
      targetId: "1",
      ip: "10.0.0.4",
      createdAt: at("2020-03-04T09:00:00Z"),
    },
  ]);
});
afterAll(() => t.close());

async function page(query: string, token = world): Promise<LogPage> {
  const res = await t.app.inject({ method: "GET", url: `/api/activity-log?${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as LogPage;
}
const actions = (p: LogPage) => p.entries.map((e) => e.action);
const MARCH = "from=2020-03-01&to=2020-03-31";

describe("GET /api/activity-log", () => {
  it("lists newest first, with the real actor only where someone acted as another", async () => {
    const p = await page(MARCH);
    expect(actions(p)).toEqual(["contact.sent", "subscription.checkout", "course.update", "course.create"]);
    const [sent, checkout, update, create] = p.entries;
    expect(sent?.actor).toBeNull();
    expect(checkout?.actor?.email).toBe(ward.email);
    expect(checkout?.realActor?.email).toBe(guardian.email);
    expect(update?.actor?.name).toBe("Tobi Teacher");
    expect(update?.realActor?.name).toBe("Wanda World");
    expect(create?.realActor).toBeNull();
    expect(create?.ip).toBe("10.0.0.1");
  });

  it("filters by actor (name, email or id), real actor, action (exact or prefix), target and act-as", async () => {
    expect(actions(await page(`${MARCH}&actor=tobi`))).toEqual(["course.update", "course.create"]);
    expect(actions(await page(`${MARCH}&actor=${encodeURIComponent(ward.email)}`))).toEqual(["subscription.checkout"]);
    expect(actions(await page(`${MARCH}&actor=${teacher.id}`))).toEqual(["course.update", "course.create"]);
    expect(actions(await page(`${MARCH}&realActor=wanda`))).toEqual(["course.update"]);
    expect(actions(await page(`${MARCH}&action=course.create`))).toEqual(["course.create"]);
    expect(actions(await page(`${MARCH}&action=course.*`))).toEqual(["course.update", "course.create"]);
    expect(actions(await page(`${MARCH}&targetType=subscription&targetId=3`))).toEqual(["subscription.checkout"]);
    expect(actions(await page(`${MARCH}&actingAs=true`))).toEqual(["subscription.checkout", "course.update"]);
    expect(actions(await page("from=2020-03-02&to=2020-03-03"))).toEqual(["subscription.checkout", "course.update"]);
  });

  it("treats % and _ in a search as letters", async () => {
    expect((await page(`${MARCH}&actor=%25`)).entries).toEqual([]);
  });

  it("pages by cursor without losing or repeating entries that share a timestamp", async () => {
    const same = at("2019-05-05T05:05:05.123Z");
    await t.database.db.insert(auditLog).values(
      Array.from({ length: 120 }, (_, i) => ({
        actorId: teacher.id,
        realActorId: teacher.id,
        action: "bench.tick",
        targetType: "tick",
        targetId: String(i),
        createdAt: i % 2 ? same : at(`2019-05-0${1 + (i % 4)}T00:00:00Z`),
      })),
    );
    const seen: number[] = [];
    let cursor: number | null = null;
    let pages = 0;
    do {
      const p: LogPage = await page(`action=bench.tick${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...p.entries.map((e) => Number(e.targetId)));
      for (let i = 1; i < p.entries.length; i++)
        expect(Date.parse(p.entries[i - 1]?.at ?? "")).toBeGreaterThanOrEqual(Date.parse(p.entries[i]?.at ?? ""));
      cursor = p.nextCursor;
      pages += 1;
    } while (cursor !== null);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(120);
    expect(seen).toHaveLength(120);
  });

  it("searches a digit string too long for an id as text, not a 500", async () => {
    expect((await page(`${MARCH}&actor=99999999999`)).entries).toEqual([]);
    expect((await page(`${MARCH}&realActor=123456789012345678901234567890`)).entries).toEqual([]);
    expect((await page(`${MARCH}&actor=2147483648`)).entries).toEqual([]);
    const csv = await t.app.inject({
      method: "GET",
      url: `/api/activity-log.csv?actor=99999999999`,
      headers: bearer(world),
    });
    expect(csv.statusCode).toBe(200);
  });

  it("answers a bad filter with a field message, not a 500", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/activity-log?from=2020-04-01&to=2020-03-01",
      headers: bearer(world),
    });
    expect(res.statusCode).toBe(400);
    const bad = await t.app.inject({
      method: "GET",
      url: "/api/activity-log?action=drop%20table",
      headers: bearer(world),
    });
    expect(bad.statusCode).toBe(400);
  });

  it("is the world director's only", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/activity-log", headers: bearer(director) });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe("forbidden");
  });
});

describe("GET /api/activity-log/choices", () => {
  it("lists each action and target type once, sorted", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/activity-log/choices", headers: bearer(world) });
    const choices = res.json() as LogChoices;
    expect(choices.actions).toEqual(expect.arrayContaining(["course.create", "course.update", "contact.sent"]));
    expect(new Set(choices.actions).size).toBe(choices.actions.length);
    expect([...choices.actions].sort()).toEqual(choices.actions);
    expect(choices.targetTypes).toEqual(expect.arrayContaining(["course", "subscription", "contact_message"]));
  });
});

describe("GET /api/activity-log.csv", () => {
  it("exports the filtered entries, formula-safe", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/activity-log.csv?${MARCH}&action=course.*`,
      headers: bearer(world),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="activity-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain("Acting as (real actor)");
    expect(lines[1]).toContain("course.update");
    expect(lines[1]).toContain(`Wanda World <${admin.email}>`);
    // The details cell starts with "{", so the formula inside stays text anyway; check the quoting.
    expect(lines[1]).toContain('"{""title"":""=HYPERLINK(\\""x\\"")""}"');
    expect(lines[2]).toContain("course.create");
  });

  it("is the world director's only", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/activity-log.csv", headers: bearer(director) });
    expect(res.statusCode).toBe(403);
  });
});
