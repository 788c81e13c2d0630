import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SSR_CALL_HEADER, ssrCallSecret } from "../src/plugins/ssr-calls.ts";
import { bearer, buildUser, createTestApp, errorOf, signIn, type TestApp } from "./helpers.ts";

let t: TestApp;
let strict: TestApp;
beforeAll(async () => {
  [t, strict] = await Promise.all([createTestApp(), createTestApp({ rateLimitScale: 1 })]);
});
afterAll(() => Promise.all([t.close(), strict.close()]));

describe("a country director's reach", () => {
  it("cannot move themselves to another country", async () => {
    const cd = await buildUser(t.database, { role: "countrydirector", country: "GH" });
    const token = await signIn(t.app, cd.email);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users/updateuser",
      headers: bearer(token),
      payload: { firstname: cd.firstname, lastname: cd.lastname, email: cd.email, profession: "Other", country: "KE" },
    });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toMatch(/world director/);
  });

  it("reads lower roles of their country, never a director or the world director", async () => {
    const cd = await buildUser(t.database, { role: "countrydirector", country: "GH" });
    const token = await signIn(t.app, cd.email);
    const teacher = await buildUser(t.database, { role: "teacher", country: "GH" });
    const otherDirector = await buildUser(t.database, { role: "countrydirector", country: "GH" });
    const world = await buildUser(t.database, { role: "worlddirector", country: "GH" });
    const info = (id: number) =>
      t.app.inject({ method: "GET", url: `/api/dashboard/getuserinfo/${id}`, headers: bearer(token) });
    expect((await info(teacher.id)).statusCode).toBe(200);
    expect((await info(otherDirector.id)).statusCode).toBe(403);
    expect((await info(world.id)).statusCode).toBe(403);
  });
});

describe("input a database would choke on is a 400, not a 500", () => {
  it("refuses control characters in names and messages", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        firstname: "Nul\u0000l",
        lastname: "Ok",
        email: "nul@test.example",
        profession: "Student",
        password: "a long enough phrase",
        country: "NG",
      },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toHaveProperty("firstname");
    const contact = await t.app.inject({
      method: "POST",
      url: "/api/admin/contactsite",
      payload: {
        name: "Ada",
        email: "ada@test.example",
        country: "NG",
        subject: "Hello there",
        message: "A message with a \u0000 inside it",
      },
    });
    expect(contact.statusCode).toBe(400);
    expect(errorOf(contact).fields).toHaveProperty("message");
  });

  it("refuses an id beyond the integer range", async () => {
    const user = await buildUser(t.database, { role: "worlddirector" });
    const res = await t.app.inject({
      method: "GET",
      url: "/api/dashboard/getuserinfo/99999999999",
      headers: bearer(await signIn(t.app, user.email)),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("server rendering and the API rate limit", () => {
  it("lets the SSR's in-process calls through while other callers from the same address are limited", async () => {
    const call = (ssr: boolean) =>
      strict.app.inject({
        method: "GET",
        url: "/api/admin/getpersistentdata",
        headers: ssr ? { [SSR_CALL_HEADER]: ssrCallSecret } : {},
      });
    for (let i = 0; i < 650; i++) expect((await call(true)).statusCode).toBe(200);
    let limited = false;
    for (let i = 0; i < 650 && !limited; i++) limited = (await call(false)).statusCode === 429;
    expect(limited).toBe(true);
    expect((await call(true)).statusCode).toBe(200);
    const forged = await strict.app.inject({
      method: "GET",
      url: "/api/admin/getpersistentdata",
      headers: { [SSR_CALL_HEADER]: "guess" },
    });
    expect(forged.statusCode).toBe(429);
  });
});

describe("split hosts (PUBLIC_API_BASE)", () => {
  let split: TestApp;
  beforeAll(async () => {
    split = await createTestApp({
      config: {
        publicApiBase: "https://api.school.example",
        publicAppBase: "https://school.example/",
        publicImageBase: "https://img.school.example",
      },
    });
  });
  afterAll(() => split.close());

  it("answers the app origin's CORS preflight and lets its writes through without the XSRF cookie", async () => {
    const preflight = await split.app.inject({
      method: "OPTIONS",
      url: "/api/auth/login",
      headers: {
        origin: "https://school.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization,content-type",
      },
    });
    expect(preflight.statusCode).toBeLessThan(300);
    expect(preflight.headers["access-control-allow-origin"]).toBe("https://school.example");
    const user = await buildUser(split.database);
    const login = await split.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { origin: "https://school.example" },
      payload: { email: user.email, password: "Correct-horse-2026" },
    });
    expect(login.statusCode).toBe(200);
  });

  it("refuses another origin's writes (XSRF) and gives it no CORS grant", async () => {
    const res = await split.app.inject({
      method: "POST",
      url: "/api/admin/contactsite",
      headers: { origin: "https://evil.example" },
      payload: {
        name: "Eve",
        email: "eve@test.example",
        country: "NG",
        subject: "Hello",
        message: "A message long enough",
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  });
});
