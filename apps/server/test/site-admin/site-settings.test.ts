import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { PersistentData, PublicPage } from "@tq/contract/site";
import type { FolderPage, SiteSettingsAnswer } from "@tq/contract/site-admin";
import { auditLog } from "../../src/db/schema/index.ts";
import type { UserRow } from "../../src/modules/users/repo.ts";
import { bearer, buildUser, createTestApp, errorOf, signIn, type TestApp } from "../support/helpers.ts";

let t: TestApp;
const people = {} as Record<"world" | "ngDirector" | "teacher" | "student", UserRow>;
const tokens = {} as Record<keyof typeof people, string>;
type Who = keyof typeof people;

beforeAll(async () => {
  t = await createTestApp();
  people.world = await buildUser(t.database, { role: "worlddirector", country: "KE" });
  people.ngDirector = await buildUser(t.database, { role: "countrydirector", country: "NG" });
  people.teacher = await buildUser(t.database, { role: "teacher" });
  people.student = await buildUser(t.database, { role: "student" });
  for (const [name, user] of Object.entries(people)) tokens[name as Who] = await signIn(t.app, user.email);
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, who: Who | null, payload?: object) =>
  t.app.inject({ method, url, headers: who ? bearer(tokens[who]) : {}, ...(payload ? { payload } : {}) });
const persistent = async () => (await call("GET", "/api/admin/getpersistentdata", null)).json() as PersistentData;

const SETTINGS = {
  siteTitle: "Learn With Us",
  supportEmail: "help@learn.example",
  registrationOpen: true,
  baseCurrency: "USD",
  maintenanceBanner: "Maintenance on Sunday 02:00–03:00 UTC.",
};

describe("site settings (generalsettings)", () => {
  it("lets the world director change the menu title and banner, and the public answer follows at once", async () => {
    expect((await persistent()).settings.siteTitle).toBe("Tutorials & Quizzes");
    const res = await call("PUT", "/api/admin/site-settings", "world", SETTINGS);
    expect(res.statusCode).toBe(200);
    expect((res.json() as SiteSettingsAnswer).settings).toEqual(SETTINGS);
    const after = await persistent();
    expect(after.settings.siteTitle).toBe("Learn With Us");
    expect(after.settings.maintenanceBanner).toBe(SETTINGS.maintenanceBanner);
    const logged = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "settings.site_update"), eq(auditLog.actorId, people.world.id)));
    expect(logged).toHaveLength(1);
    expect(logged[0]?.details).toMatchObject({ changed: ["siteTitle", "supportEmail", "maintenanceBanner"] });
  });

  it("offers only existing countries' currencies as the base", async () => {
    const read = (await call("GET", "/api/admin/site-settings", "world")).json() as SiteSettingsAnswer;
    expect(read.currencies).toContain("NGN");
    expect(read.currencies).not.toContain("XYZ");
    const res = await call("PUT", "/api/admin/site-settings", "world", { ...SETTINGS, baseCurrency: "XYZ" });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.baseCurrency).toBeDefined();
    const bad = await call("PUT", "/api/admin/site-settings", "world", { ...SETTINGS, siteTitle: "" });
    expect(errorOf(bad).fields?.siteTitle).toBeDefined();
  });

  it("refuses registration with a clear message while it is closed", async () => {
    await call("PUT", "/api/admin/site-settings", "world", { ...SETTINGS, registrationOpen: false });
    const payload = {
      firstname: "Ada",
      lastname: "Closed",
      email: "closed@test.example",
      profession: "Student",
      password: "closed-pass-phrase",
      country: "GB",
    };
    const res = await call("POST", "/api/auth/register", null, payload);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toMatch(/registration is closed/i);
    await call("PUT", "/api/admin/site-settings", "world", SETTINGS);
    expect((await call("POST", "/api/auth/register", null, payload)).statusCode).toBeLessThan(300);
  });

  it("is the world director's only: a country director, a teacher, a visitor are refused", async () => {
    for (const who of ["ngDirector", "teacher", "student"] as const) {
      expect((await call("GET", "/api/admin/site-settings", who)).statusCode).toBe(403);
      expect((await call("PUT", "/api/admin/site-settings", who, SETTINGS)).statusCode).toBe(403);
    }
    expect((await call("PUT", "/api/admin/site-settings", null, SETTINGS)).statusCode).toBe(401);
    expect((await persistent()).settings.siteTitle).toBe("Learn With Us");
  });
});

describe("the about, terms and privacy pages", () => {
  it("stores the page sanitized: scripts and event handlers never reach a visitor", async () => {
    const html = `<h2>About</h2><p onclick="alert(1)">We teach.</p><script>alert("x")</script><img src=x onerror=alert(2)>`;
    const res = await call("PUT", "/api/admin/pages/aboutus", "world", { title: "Who we are", html });
    expect(res.statusCode).toBe(204);
    const page = (await call("GET", "/api/pages/aboutus", null)).json() as PublicPage;
    expect(page.title).toBe("Who we are");
    expect(page.html).toContain("<h2>About</h2>");
    expect(page.html).toContain("We teach.");
    expect(page.html).not.toMatch(/script|onclick|onerror|alert/i);
  });

  it("refuses everyone but the world director", async () => {
    const res = await call("PUT", "/api/admin/pages/privacypolicy", "ngDirector", { title: "Mine", html: "<p>x</p>" });
    expect(res.statusCode).toBe(403);
    expect(((await call("GET", "/api/pages/privacypolicy", null)).json() as PublicPage).title).not.toBe("Mine");
  });
});

describe("folder pages", () => {
  it("shows a page to visitors only once it is published, sanitized, and not after deletion", async () => {
    const created = await call("POST", "/api/admin/folder-pages", "world", {
      title: "Exam timetable",
      html: `<p>Papers start in May.</p><iframe src="https://evil.example"></iframe>`,
      published: false,
    });
    expect(created.statusCode).toBe(201);
    const page = created.json() as FolderPage;
    expect(page.html).not.toContain("iframe");
    expect((await call("GET", `/api/folder/${page.id}`, null)).statusCode).toBe(404);
    const published = await call("PUT", `/api/admin/folder-pages/${page.id}`, "world", {
      title: "Exam timetable 2027",
      html: page.html,
      published: true,
    });
    expect(published.statusCode).toBe(200);
    const shown = await call("GET", `/api/folder/${page.id}`, null);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ title: "Exam timetable 2027", html: "<p>Papers start in May.</p>" });
    const list = (await call("GET", "/api/admin/folder-pages", "world")).json() as { pages: FolderPage[] };
    expect(list.pages.map((p) => p.id)).toContain(page.id);
    expect((await call("DELETE", `/api/admin/folder-pages/${page.id}`, "world")).statusCode).toBe(204);
    expect((await call("GET", `/api/folder/${page.id}`, null)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/admin/folder-pages/${page.id}`, "world")).statusCode).toBe(404);
  });

  it("is managed by the world director only; an unknown id is 404 and a bad id 400", async () => {
    const body = { title: "Sneaky", html: "<p>x</p>", published: true };
    expect((await call("POST", "/api/admin/folder-pages", "ngDirector", body)).statusCode).toBe(403);
    expect((await call("GET", "/api/admin/folder-pages", "teacher")).statusCode).toBe(403);
    expect((await call("PUT", "/api/admin/folder-pages/999999", "world", body)).statusCode).toBe(404);
    expect((await call("GET", "/api/folder/999999", null)).statusCode).toBe(404);
    expect((await call("GET", "/api/folder/abc", null)).statusCode).toBe(400);
  });
});
