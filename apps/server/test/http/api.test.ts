import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, countries, courses, settings } from "../../src/db/schema/index.ts";
import { bearer, buildUser, createTestApp, errorOf, signIn, TEST_PASSWORD, type TestApp } from "../support/helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const email = () => `a-${randomBytes(5).toString("hex")}@test.example`;

/** No 4xx/5xx body may carry a stack trace, a source path or an internal error name. */
function expectNoLeak(res: LightMyRequestResponse): void {
  expect(res.body).not.toMatch(/\bat \S+ \(|\.ts:\d+|\.js:\d+|node_modules|stack|FST_ERR|SyntaxError/);
}

function expectErrorShape(res: LightMyRequestResponse, status: number, code: string): void {
  expect(res.statusCode).toBe(status);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  const body = res.json() as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(["error"]);
  expect(errorOf(res).code).toBe(code);
  expect(errorOf(res).message.length).toBeGreaterThan(0);
  expectNoLeak(res);
}

function setCookies(res: LightMyRequestResponse): string[] {
  const raw = res.headers["set-cookie"];
  return raw === undefined ? [] : [raw].flat();
}

function xsrfCookieOf(res: LightMyRequestResponse): string {
  const cookie = setCookies(res).find((c) => c.startsWith("XSRF-TOKEN="));
  if (!cookie) throw new Error("no XSRF-TOKEN cookie");
  return decodeURIComponent(cookie.split(";")[0]?.slice("XSRF-TOKEN=".length) ?? "");
}

describe("XSRF (double submit)", () => {
  const post = (headers: Record<string, string>) =>
    t.app.inject({ method: "POST", url: "/api/admin/getcoursesfordisplay", headers, payload: {} });

  it("sets a readable XSRF-TOKEN cookie", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/admin/getpersistentdata" });
    const cookie = setCookies(res).find((c) => c.startsWith("XSRF-TOKEN="));
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(xsrfCookieOf(res).length).toBeGreaterThanOrEqual(32);
  });

  it("refuses a browser POST (Origin) without the header with 403 xsrf", async () => {
    expectErrorShape(await post({ origin: "http://localhost:3000" }), 403, "xsrf");
  });

  it("refuses a browser POST (Sec-Fetch-Site) whose header does not match the cookie", async () => {
    const cookie = xsrfCookieOf(await t.app.inject({ method: "GET", url: "/api/admin/getpersistentdata" }));
    expectErrorShape(
      await post({ "sec-fetch-site": "same-origin", cookie: `XSRF-TOKEN=${cookie}`, "x-xsrf-token": `${cookie}x` }),
      403,
      "xsrf",
    );
    // A header without any cookie is no proof either.
    expectErrorShape(await post({ origin: "http://localhost:3000", "x-xsrf-token": cookie }), 403, "xsrf");
  });

  it("passes a browser POST carrying the cookie and the matching header", async () => {
    const cookie = xsrfCookieOf(await t.app.inject({ method: "GET", url: "/api/admin/getpersistentdata" }));
    const res = await post({ origin: "http://localhost:3000", cookie: `XSRF-TOKEN=${cookie}`, "x-xsrf-token": cookie });
    expect(res.statusCode).toBe(200);
  });

  it("guards state-changing calls such as sign-in too", async () => {
    const user = await buildUser(t.database);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { origin: "https://evil.example" },
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expectErrorShape(res, 403, "xsrf");
  });

  it("passes a POST from a non-browser API client (no Origin, no Sec-Fetch-Site, no cookie)", async () => {
    expect((await post({})).statusCode).toBe(200);
  });
});

describe("security headers", () => {
  it("API answers: nosniff, CSP with frame-ancestors 'none', referrer policy", async () => {
    for (const url of ["/api/admin/getpersistentdata", "/api/no-such-thing"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(String(res.headers["content-security-policy"])).toContain("frame-ancestors 'none'");
      expect(res.headers["referrer-policy"]).toBeTruthy();
    }
  });

  it("non-API answers: nosniff and a referrer policy", async () => {
    const res = await t.app.inject({ method: "GET", url: "/no-such-page" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBeTruthy();
  });

  it("authenticated API answers are never stored (Cache-Control: no-store), errors included", async () => {
    const user = await buildUser(t.database);
    const other = await buildUser(t.database);
    const token = await signIn(t.app, user.email);
    const ok = await t.app.inject({
      method: "GET",
      url: `/api/dashboard/getuserinfo/${user.id}`,
      headers: bearer(token),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["cache-control"]).toBe("no-store");
    const refused = await t.app.inject({
      method: "GET",
      url: `/api/dashboard/getuserinfo/${other.id}`,
      headers: bearer(token),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers["cache-control"]).toBe("no-store");
    const pub = await t.app.inject({ method: "GET", url: "/api/admin/getpersistentdata", headers: bearer(token) });
    expect(pub.headers["cache-control"]).toBe("no-store");
  });
});

describe("the one error shape", () => {
  it("invalid JSON → 400 bad_request", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: '{"email": "a@b.c", ',
    });
    expectErrorShape(res, 400, "bad_request");
  });

  it("a form-encoded body → 415 bad_request asking for JSON", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "email=a@b.c",
    });
    expectErrorShape(res, 415, "bad_request");
    expect(errorOf(res).message).toMatch(/JSON/);
  });

  it("an empty JSON body → 400 bad_request", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: "",
    });
    expectErrorShape(res, 400, "bad_request");
  });

  it("schema failure → 400 validation with fields", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "nope", password: "x" },
    });
    expectErrorShape(res, 400, "validation");
    expect(errorOf(res).fields?.email).toBe("Enter a valid email address.");
    expect(errorOf(res).message).toBe("Enter a valid email address.");
  });

  it("unknown /api path → 404 not_found, for any method", async () => {
    expectErrorShape(await t.app.inject({ method: "GET", url: "/api/no/such/endpoint" }), 404, "not_found");
    expectErrorShape(await t.app.inject({ method: "POST", url: "/api/auth/nothing", payload: {} }), 404, "not_found");
    expectErrorShape(await t.app.inject({ method: "DELETE", url: "/api/auth/nothing" }), 404, "not_found");
    // A known path asked with a method it does not answer is a 405 (issue #13; test/http/methods.test.ts).
    expectErrorShape(await t.app.inject({ method: "DELETE", url: "/api/auth/login" }), 405, "method_not_allowed");
  });

  it("a body over 256 KiB → 413 payload_too_large", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/contactsite",
      payload: { name: "Big", email: email(), country: "NG", subject: "Large", message: "x".repeat(300 * 1024) },
    });
    expectErrorShape(res, 413, "payload_too_large");
  });

  it("a body just under the limit is read (and then validated)", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/contactsite",
      payload: { name: "Big", email: email(), country: "NG", subject: "Large", message: "x".repeat(200 * 1024) },
    });
    expectErrorShape(res, 400, "validation");
    expect(errorOf(res).fields?.message).toMatch(/at most 5000/);
  });

  it("a non-numeric id → 400 validation", async () => {
    const user = await buildUser(t.database);
    const token = await signIn(t.app, user.email);
    const res = await t.app.inject({ method: "GET", url: "/api/dashboard/getuserinfo/abc", headers: bearer(token) });
    expectErrorShape(res, 400, "validation");
  });
});

describe("GET /api/admin/getpersistentdata", () => {
  it("answers the active countries and the public settings, no secrets", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/admin/getpersistentdata" });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { countries: { code: string; currency: string }[]; settings: Record<string, unknown> };
    expect(body.countries.find((c) => c.code === "JP")).toMatchObject({ currency: "JPY", exchangeRate: "151.000000" });
    expect(body.settings).toMatchObject({
      siteTitle: "Tutorials & Quizzes",
      registrationOpen: true,
      baseCurrency: "USD",
    });
    expect(Object.keys(body.settings).sort()).toEqual([
      "baseCurrency",
      "demoMode",
      "googleClientId",
      "maintenanceBanner",
      "registrationOpen",
      "siteTitle",
      "supportEmail",
    ]);
  });
});

describe("GET /api/dashboard/getuserinfo/{id}", () => {
  const info = (id: number | string, token: string) =>
    t.app.inject({ method: "GET", url: `/api/dashboard/getuserinfo/${id}`, headers: bearer(token) });

  it("answers oneself, without the password hash", async () => {
    const user = await buildUser(t.database, { firstname: "Self" });
    const res = await info(user.id, await signIn(t.app, user.email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { id: user.id, firstname: "Self", email: user.email, role: "student", originalId: 0 },
    });
    expect(res.body).not.toMatch(/argon2|passwordHash|password_hash/);
  });

  it("refuses another student's info to a student (403)", async () => {
    const a = await buildUser(t.database);
    const b = await buildUser(t.database);
    expectErrorShape(await info(b.id, await signIn(t.app, a.email)), 403, "forbidden");
  });

  it("refuses other users to a teacher and a guardian (403)", async () => {
    const student = await buildUser(t.database);
    for (const role of ["teacher", "guardian", "teachingassistant"] as const) {
      const u = await buildUser(t.database, { role });
      expect((await info(student.id, await signIn(t.app, u.email))).statusCode).toBe(403);
    }
  });

  it("answers anyone to the world director", async () => {
    const wd = await buildUser(t.database, { role: "worlddirector", country: "KE" });
    const token = await signIn(t.app, wd.email);
    for (const other of [
      await buildUser(t.database, { country: "JP" }),
      await buildUser(t.database, { role: "countrydirector", country: "GB" }),
    ]) {
      const res = await info(other.id, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ user: { id: other.id, country: other.country } });
    }
  });

  it("answers a country director for users of their own country only", async () => {
    const cd = await buildUser(t.database, { role: "countrydirector", country: "GH" });
    const token = await signIn(t.app, cd.email);
    const local = await buildUser(t.database, { country: "GH" });
    const foreign = await buildUser(t.database, { country: "ZA" });
    expect((await info(local.id, token)).statusCode).toBe(200);
    expectErrorShape(await info(foreign.id, token), 403, "forbidden");
  });

  it("answers 404 for an unknown id and 400 for a non-numeric one", async () => {
    const wd = await buildUser(t.database, { role: "worlddirector" });
    const token = await signIn(t.app, wd.email);
    expectErrorShape(await info(99_999_999, token), 404, "not_found");
    for (const bad of ["abc", "1.5", "-3", "0"]) expectErrorShape(await info(bad, token), 400, "validation");
  });

  it("does not tell anyone else whether an id exists (403 for unknown and foreign alike)", async () => {
    const student = await buildUser(t.database);
    const token = await signIn(t.app, student.email);
    expectErrorShape(await info(99_999_999, token), 403, "forbidden");
  });

  it("needs a session (401)", async () => {
    const user = await buildUser(t.database);
    expectErrorShape(
      await t.app.inject({ method: "GET", url: `/api/dashboard/getuserinfo/${user.id}` }),
      401,
      "unauthenticated",
    );
  });
});

describe("POST /api/users/updateuser", () => {
  const update = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url: "/api/users/updateuser", headers: bearer(token), payload });

  it("changes names, profession and country", async () => {
    const user = await buildUser(t.database, { country: "NG" });
    const token = await signIn(t.app, user.email);
    const res = await update(token, {
      firstname: "New",
      lastname: "Name",
      email: user.email,
      profession: "Teacher",
      country: "ke",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { id: user.id, firstname: "New", lastname: "Name", country: "KE", profession: "Teacher", role: "student" },
    });
    const after = await t.app.inject({
      method: "GET",
      url: `/api/dashboard/getuserinfo/${user.id}`,
      headers: bearer(token),
    });
    expect(after.json()).toMatchObject({ user: { firstname: "New", lastname: "Name", country: "KE" } });
  });

  it("refuses an unknown country", async () => {
    const user = await buildUser(t.database);
    const res = await update(await signIn(t.app, user.email), {
      firstname: "A",
      lastname: "B",
      email: user.email,
      profession: "Student",
      country: "ZZ",
    });
    expectErrorShape(res, 400, "validation");
    expect(errorOf(res).fields?.country).toBeTruthy();
  });

  it("an email change needs the current password (missing or wrong → 400 fields.currentPassword)", async () => {
    const user = await buildUser(t.database);
    const token = await signIn(t.app, user.email);
    const next = email();
    const base = { firstname: "A", lastname: "B", email: next, profession: "Student", country: "NG" };
    const missing = await update(token, base);
    expectErrorShape(missing, 400, "validation");
    expect(errorOf(missing).fields?.currentPassword).toBeTruthy();
    const wrong = await update(token, { ...base, currentPassword: "not-my-password" });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).fields?.currentPassword).toBeTruthy();
    // Nothing changed.
    expect(await signIn(t.app, user.email)).toMatch(/.{43}/);

    const ok = await update(token, { ...base, email: next.toUpperCase(), currentPassword: TEST_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ user: { email: next } });
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: next, password: TEST_PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: user.email, password: TEST_PASSWORD },
        })
      ).statusCode,
    ).toBe(401);
  });

  it("refuses another account's email with 409 fields.email", async () => {
    const user = await buildUser(t.database);
    const other = await buildUser(t.database);
    const res = await update(await signIn(t.app, user.email), {
      firstname: "A",
      lastname: "B",
      email: other.email,
      profession: "Student",
      country: "NG",
      currentPassword: TEST_PASSWORD,
    });
    expectErrorShape(res, 409, "conflict");
    expect(errorOf(res).fields?.email).toBeTruthy();
  });

  it("changes only the caller's own account, whatever id the body carries", async () => {
    const user = await buildUser(t.database);
    const victim = await buildUser(t.database, { firstname: "Victim" });
    const res = await update(await signIn(t.app, user.email), {
      id: victim.id,
      firstname: "Hacked",
      lastname: "B",
      email: user.email,
      profession: "Student",
      country: "NG",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { id: user.id, firstname: "Hacked" } });
    const wd = await buildUser(t.database, { role: "worlddirector" });
    const check = await t.app.inject({
      method: "GET",
      url: `/api/dashboard/getuserinfo/${victim.id}`,
      headers: bearer(await signIn(t.app, wd.email)),
    });
    expect(check.json()).toMatchObject({ user: { firstname: "Victim" } });
  });
});

describe("POST /api/admin/getcoursesfordisplay", () => {
  let ids: { cheap: number; dear: number; draft: number };
  beforeAll(async () => {
    const teacher = await buildUser(t.database, { role: "teacher", firstname: "Owner", lastname: "Teacher" });
    const insert = (title: string, basePriceMinor: number, status: string, displayOrder: number) =>
      t.database.db
        .insert(courses)
        .values({
          title,
          summary: `${title} summary`,
          basePriceMinor,
          months: 6,
          status,
          ownerId: teacher.id,
          displayOrder,
        })
        .returning({ id: courses.id })
        .then((rows) => rows[0]?.id ?? 0);
    ids = {
      dear: await insert("Dear course", 4999, "published", 2),
      draft: await insert("Draft course", 1000, "draft", 0),
      cheap: await insert("Cheap course", 1, "published", 1),
    };
    await t.database.db
      .insert(countries)
      .values({ code: "KW", name: "Kuwait", currency: "KWD", exchangeRate: "0.307" });
    await t.database.db
      .insert(countries)
      .values({ code: "XX", name: "Closed", currency: "EUR", exchangeRate: "0.9", active: false });
    // Written behind the services' back: tell the public caches, as the services will.
    t.app.ctx.publicVersion.bump();
  });

  const list = (payload?: object) =>
    t.app.inject({
      method: "POST",
      url: "/api/admin/getcoursesfordisplay",
      ...(payload === undefined ? {} : { payload }),
    });
  type Answer = {
    country: string | null;
    currency: string;
    courses: { id: number; title: string; ownerName: string; price: { amountMinor: number; currency: string } }[];
  };

  it("lists published courses only, in display order, with base prices when no country is given", async () => {
    const res = await list({});
    expect(res.statusCode).toBe(200);
    const body = res.json() as Answer;
    expect(body.courses.map((c) => c.id)).toEqual([ids.cheap, ids.dear]);
    expect(body).toMatchObject({ country: null, currency: "USD" });
    expect(body.courses.map((c) => c.price)).toEqual([
      { amountMinor: 1, currency: "USD" },
      { amountMinor: 4999, currency: "USD" },
    ]);
    expect(body.courses[0]?.ownerName).toBe("Owner Teacher");
  });

  it("accepts the spec's empty-body call (no body at all)", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/admin/getcoursesfordisplay" });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Answer).courses.map((c) => c.id)).toEqual([ids.cheap, ids.dear]);
  });

  it("converts with the country's rate and rounds to the currency's minor unit (JPY: 0 decimals)", async () => {
    const body = (await list({ country: "jp" })).json() as Answer;
    expect(body).toMatchObject({ country: "JP", currency: "JPY" });
    // $0.01 × 151 = ¥1.51 → ¥2; $49.99 × 151 = ¥7548.49 → ¥7548.
    expect(body.courses.map((c) => c.price)).toEqual([
      { amountMinor: 2, currency: "JPY" },
      { amountMinor: 7548, currency: "JPY" },
    ]);
  });

  it("keeps two decimals for GBP and three for KWD", async () => {
    const gb = (await list({ country: "GB" })).json() as Answer;
    // $49.99 × 0.79 = £39.4921 → 3949 pence.
    expect(gb.courses.map((c) => c.price.amountMinor)).toEqual([1, 3949]);
    const kw = (await list({ country: "KW" })).json() as Answer;
    // $49.99 × 0.307 = 15.34693 KWD → 15347 fils.
    expect(kw).toMatchObject({ currency: "KWD" });
    expect(kw.courses.map((c) => c.price.amountMinor)).toEqual([3, 15347]);
  });

  it("falls back to the base currency for an unknown or inactive country", async () => {
    for (const country of ["ZZ", "XX"]) {
      const body = (await list({ country })).json() as Answer;
      expect(body).toMatchObject({ country: null, currency: "USD" });
      expect(body.courses.map((c) => c.price.amountMinor)).toEqual([1, 4999]);
    }
  });

  it("follows the base currency setting", async () => {
    await t.database.db.update(settings).set({ value: "EUR" }).where(eq(settings.key, "baseCurrency"));
    t.app.ctx.publicVersion.bump();
    try {
      const body = (await list({ country: "FR" })).json() as Answer;
      expect(body).toMatchObject({ country: "FR", currency: "EUR" });
      expect(body.courses.map((c) => c.price.amountMinor)).toEqual([1, 4999]);
    } finally {
      await t.database.db.update(settings).set({ value: "USD" }).where(eq(settings.key, "baseCurrency"));
      t.app.ctx.publicVersion.bump();
    }
  });

  it("refuses a malformed country code with a field message", async () => {
    const res = await list({ country: "Japan" });
    expectErrorShape(res, 400, "validation");
    expect(errorOf(res).fields?.country).toBeTruthy();
  });
});

describe("POST /api/admin/contactsite", () => {
  it("answers one message per bad field", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/contactsite",
      payload: { name: " ", email: "nope", country: "Nowhere", subject: "Hi", message: "short" },
    });
    expectErrorShape(res, 400, "validation");
    expect(errorOf(res).fields).toEqual({
      name: "Enter a name.",
      email: "Enter a valid email address.",
      country: "Choose a country.",
      subject: "Write a subject of at least 3 characters.",
      message: "Write a message of at least 10 characters.",
    });
  });

  it("stores a visitor's message and answers 201", async () => {
    const from = email();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/contactsite",
      remoteAddress: "198.51.100.77",
      payload: {
        name: "  Visitor One ",
        email: from.toUpperCase(),
        country: "ke",
        subject: "Prices",
        message: "How much is the physics course?",
      },
    });
    expect(res.statusCode).toBe(201);
    expect((res.json() as { message: string }).message.length).toBeGreaterThan(0);
    const rows = await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, from));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Visitor One",
      country: "KE",
      subject: "Prices",
      message: "How much is the physics course?",
      status: "new",
      userId: null,
      ip: "198.51.100.77",
    });
  });

  it("links the message to the signed-in sender", async () => {
    const user = await buildUser(t.database);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/contactsite",
      headers: bearer(await signIn(t.app, user.email)),
      payload: {
        name: "Member",
        email: user.email,
        country: "NG",
        subject: "Help",
        message: "I cannot find my course.",
      },
    });
    expect(res.statusCode).toBe(201);
    const rows = await t.database.db.select().from(contactMessages).where(eq(contactMessages.userId, user.id));
    expect(rows).toHaveLength(1);
  });
});
