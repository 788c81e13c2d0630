// Testimonies (issue #6): one per user, editable and withdrawable while pending; only the world
// director moderates; only approved ones are public, as plain text, and home follows at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ModerationList, MyTestimony, MyTestimonyAnswer, PublicTestimonies } from "@tq/contract/testimonies";
import type { Role } from "@tq/contract/roles";
import { auditLog } from "../../src/db/schema/index.ts";
import { issueToken } from "../../src/modules/auth/tokens-repo.ts";
import {
  bearer,
  buildUser,
  createTestApp,
  errorOf,
  signIn,
  signInEveryRole,
  type TestApp,
} from "../support/helpers.ts";
import { eq } from "drizzle-orm";

let t: TestApp;
let tokens: Map<Role, string>;
let wd: string;

const as = (token: string) => ({ headers: bearer(token) });

async function author(firstname = "Ada", lastname = "Lovelace", country = "NG") {
  const user = await buildUser(t.database, { firstname, lastname, country });
  return { user, token: await signIn(t.app, user.email) };
}

const write = (token: string, payload: object, method: "POST" | "PATCH" = "POST") =>
  t.app.inject({ method, url: "/api/testimonies/mine", payload, ...as(token) });

const decide = (id: number, decision: string, token = wd) =>
  t.app.inject({ method: "POST", url: `/api/testimonies/${id}/decision`, payload: { decision }, ...as(token) });

async function publicList(): Promise<PublicTestimonies> {
  const res = await t.app.inject({ method: "GET", url: "/api/testimonies/public" });
  expect(res.statusCode).toBe(200);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInEveryRole(t);
  wd = tokens.get("worlddirector") ?? "";
});
afterAll(() => t.close());

describe("one's own testimony", () => {
  it("is written once, changed and withdrawn while pending", async () => {
    const { token } = await author();
    const empty = await t.app.inject({ method: "GET", url: "/api/testimonies/mine", ...as(token) });
    expect((empty.json() as MyTestimonyAnswer).testimony).toBeNull();

    const first = await write(token, { text: "  Clear tutorials.  ", rating: 4 });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ text: "Clear tutorials.", rating: 4, status: "pending" });
    const twice = await write(token, { text: "Again" });
    expect(twice.statusCode).toBe(409);

    const changed = await write(token, { text: "Clear tutorials and kind tutors.", rating: null }, "PATCH");
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ text: "Clear tutorials and kind tutors.", rating: null });

    const gone = await t.app.inject({ method: "DELETE", url: "/api/testimonies/mine", ...as(token) });
    expect(gone.statusCode).toBe(204);
    const after = await t.app.inject({ method: "GET", url: "/api/testimonies/mine", ...as(token) });
    expect((after.json() as MyTestimonyAnswer).testimony).toBeNull();
    expect((await write(token, { text: "Written again after withdrawing." })).statusCode).toBe(201);
  });

  it("checks the text (1–600 characters) and the rating (1–5) with field errors", async () => {
    const { token } = await author();
    const long = await write(token, { text: "x".repeat(601) });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).fields).toHaveProperty("text");
    const blank = await write(token, { text: "   " });
    expect(errorOf(blank).fields).toHaveProperty("text");
    const rating = await write(token, { text: "Good", rating: 6 });
    expect(rating.statusCode).toBe(400);
    expect(errorOf(rating).fields).toHaveProperty("rating");
    expect((await write(token, { text: "x".repeat(600) })).statusCode).toBe(201);
  });

  it("cannot be changed or withdrawn once reviewed", async () => {
    const { token } = await author();
    const mine: MyTestimony = (await write(token, { text: "Useful quizzes." })).json();
    expect((await decide(mine.id, "approve")).statusCode).toBe(200);
    expect((await write(token, { text: "Edited after approval" }, "PATCH")).statusCode).toBe(409);
    expect((await t.app.inject({ method: "DELETE", url: "/api/testimonies/mine", ...as(token) })).statusCode).toBe(409);
  });

  it("only ever touches the caller's own testimony", async () => {
    const a = await author("Amina", "Bello");
    const b = await author("Bola", "Ade");
    await write(a.token, { text: "Amina's words" });
    // B has none: B's edit and withdrawal find nothing, A's stays as it was.
    expect((await write(b.token, { text: "Hijack" }, "PATCH")).statusCode).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: "/api/testimonies/mine", ...as(b.token) })).statusCode).toBe(
      404,
    );
    const still = await t.app.inject({ method: "GET", url: "/api/testimonies/mine", ...as(a.token) });
    expect((still.json() as MyTestimonyAnswer).testimony?.text).toBe("Amina's words");
  });

  it("is refused to a guardian acting as the ward (the words must be the holder's own)", async () => {
    const ward = await buildUser(t.database);
    const guardian = await buildUser(t.database, { role: "guardian" });
    const acting = await issueToken(t.database.db, {
      userId: ward.id,
      ttlMs: 600_000,
      kind: "ward",
      originalUserId: guardian.id,
    });
    const res = await write(acting, { text: "Written by the parent" });
    expect(res.statusCode).toBe(403);
  });

  it("needs a session", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/testimonies/mine", payload: { text: "Hi" } });
    expect(res.statusCode).toBe(401);
  });
});

describe("moderation", () => {
  it("belongs to the world director alone", async () => {
    const { token } = await author();
    const mine: MyTestimony = (await write(token, { text: "Please approve" })).json();
    for (const role of [
      "student",
      "guardian",
      "preteacher",
      "teacher",
      "teachingassistant",
      "countrydirector",
    ] as const) {
      const other = tokens.get(role) ?? "";
      expect((await decide(mine.id, "approve", other)).statusCode, role).toBe(403);
      const list = await t.app.inject({ method: "GET", url: "/api/testimonies", ...as(other) });
      expect(list.statusCode, role).toBe(403);
    }
    // The author cannot approve their own either.
    expect((await decide(mine.id, "approve", token)).statusCode).toBe(403);
    const again = await t.app.inject({ method: "GET", url: "/api/testimonies/mine", ...as(token) });
    expect((again.json() as MyTestimonyAnswer).testimony?.status).toBe("pending");
  });

  it("lists pending first, with the author, and filters by status", async () => {
    const { user, token } = await author("Pending", "Person");
    await write(token, { text: "Waiting" });
    const all: ModerationList = (await t.app.inject({ method: "GET", url: "/api/testimonies", ...as(wd) })).json();
    const firstReviewed = all.testimonies.findIndex((x) => x.status !== "pending");
    const lastPending = all.testimonies.map((x) => x.status).lastIndexOf("pending");
    if (firstReviewed !== -1) expect(lastPending).toBeLessThan(firstReviewed);
    const mine = all.testimonies.find((x) => x.author.id === user.id);
    expect(mine?.author).toMatchObject({ name: "Pending Person", email: user.email, country: "NG" });
    const approved: ModerationList = (
      await t.app.inject({ method: "GET", url: "/api/testimonies?status=approved", ...as(wd) })
    ).json();
    expect(approved.testimonies.every((x) => x.status === "approved")).toBe(true);
    const bad = await t.app.inject({ method: "GET", url: "/api/testimonies?status=nonsense", ...as(wd) });
    expect(bad.statusCode).toBe(400);
  });

  it("shows only approved testimonies publicly, as plain text, and follows every decision at once", async () => {
    const { token } = await author("Chidi", "Okafor", "NG");
    const text = "<b>Bold</b> <script>alert(1)</script> & more";
    const mine: MyTestimony = (await write(token, { text, rating: 5 })).json();
    expect(mine.text).toBe(text);
    // Prime the public cache, then decide: the answer must change without waiting.
    expect((await publicList()).testimonies.some((x) => x.id === mine.id)).toBe(false);

    expect((await decide(mine.id, "approve")).statusCode).toBe(200);
    const shown = (await publicList()).testimonies.find((x) => x.id === mine.id);
    // The exact characters typed: the page escapes them; nothing is stripped or turned into markup.
    expect(shown).toEqual({ id: mine.id, name: "Chidi O.", country: "Nigeria", text, rating: 5 });
    const body = JSON.stringify(await publicList());
    expect(body).not.toContain("Okafor");
    expect(body).not.toContain("@");

    expect((await decide(mine.id, "unpublish")).statusCode).toBe(200);
    expect((await publicList()).testimonies.some((x) => x.id === mine.id)).toBe(false);
    expect((await decide(mine.id, "approve")).statusCode).toBe(200);
    expect((await publicList()).testimonies.some((x) => x.id === mine.id)).toBe(true);
  });

  it("leaves home at once when its author is disabled, and comes back when enabled", async () => {
    const { user, token } = await author("Dora", "Disabled");
    const mine: MyTestimony = (await write(token, { text: "Soon disabled", rating: 3 })).json();
    expect((await decide(mine.id, "approve")).statusCode).toBe(200);
    // Prime the public cache: only a bump can make the next answer differ.
    expect((await publicList()).testimonies.some((x) => x.id === mine.id)).toBe(true);
    const status = (value: "active" | "disabled") =>
      t.app.inject({
        method: "PATCH",
        url: `/api/admin/users/${user.id}/status`,
        payload: { status: value },
        ...as(wd),
      });
    expect((await status("disabled")).statusCode).toBe(200);
    expect((await publicList()).testimonies.some((x) => x.id === mine.id)).toBe(false);
    expect((await status("active")).statusCode).toBe(200);
    expect((await publicList()).testimonies.some((x) => x.id === mine.id)).toBe(true);
  });

  it("never publishes a rejected or pending testimony, and refuses impossible moves (409)", async () => {
    const { token } = await author("Rita", "Reject");
    const mine: MyTestimony = (await write(token, { text: "Reject me" })).json();
    expect((await decide(mine.id, "unpublish")).statusCode).toBe(409);
    expect((await decide(mine.id, "reject")).statusCode).toBe(200);
    expect((await decide(mine.id, "reject")).statusCode).toBe(409);
    const list = await publicList();
    expect(list.testimonies.some((x) => x.text === "Reject me" || x.text === "Waiting")).toBe(false);
    expect((await decide(999_999, "approve")).statusCode).toBe(404);
    const bad = await decide(mine.id, "delete");
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toHaveProperty("decision");
  });

  it("writes every step to the activity log", async () => {
    const { user, token } = await author();
    const mine: MyTestimony = (await write(token, { text: "Logged" })).json();
    await decide(mine.id, "approve");
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(mine.id)));
    const actions = rows.filter((r) => r.targetType === "testimony").map((r) => [r.action, r.actorId]);
    expect(actions).toContainEqual(["testimony.submitted", user.id]);
    expect(actions.some(([a, id]) => a === "testimony.approved" && id !== user.id)).toBe(true);
  });
});
