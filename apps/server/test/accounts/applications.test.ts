import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddTeacherAnswer, TutorApplication } from "@tq/contract/accounts";
import { auditLog, emailOutbox, users } from "../../src/db/schema/index.ts";
import type { UserRow } from "../../src/modules/users/repo.ts";
import { bearer, buildUser, createTestApp, errorOf, signIn, type MailTestApp } from "../support/helpers.ts";

let t: MailTestApp;
let wdToken: string;
let cd: UserRow;
let cdToken: string;
beforeAll(async () => {
  t = await createTestApp({ config: { publicAppBase: "https://school.example" }, mail: true });
  wdToken = await signIn(t.app, (await buildUser(t.database, { role: "worlddirector", country: "GB" })).email);
  cd = await buildUser(t.database, { role: "countrydirector", country: "KE" });
  cdToken = await signIn(t.app, cd.email);
});
afterAll(() => t.close());

const APPLICATION = {
  bio: "Ten years of teaching chemistry to secondary pupils.",
  qualifications: "MSc Chemistry",
  subjects: ["Chemistry", "Chemistry", "Biology"],
};

function call(method: "GET" | "POST", url: string, token: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

async function applicant(country = "KE") {
  const user = await buildUser(t.database, { role: "preteacher", country });
  return { user, token: await signIn(t.app, user.email) };
}

describe("upgradetotutor", () => {
  it("takes one pending application at a time and shows it to the applicant", async () => {
    const a = await applicant();
    const first = await call("POST", "/api/tutor-applications", a.token, APPLICATION);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: "pending", subjects: ["Chemistry", "Biology"] });
    const again = await call("POST", "/api/tutor-applications", a.token, APPLICATION);
    expect(again.statusCode).toBe(409);
    const mine = (await call("GET", "/api/tutor-applications/mine", a.token)).json() as TutorApplication[];
    expect(mine.map((x) => x.status)).toEqual(["pending"]);
  });

  it("refuses other roles and short answers", async () => {
    const student = await signIn(t.app, (await buildUser(t.database)).email);
    expect((await call("POST", "/api/tutor-applications", student, APPLICATION)).statusCode).toBe(403);
    const a = await applicant();
    const short = await call("POST", "/api/tutor-applications", a.token, { ...APPLICATION, bio: "Hi" });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).fields).toHaveProperty("bio");
  });
});

describe("deciding applications", () => {
  it("approves: the role becomes teacher, the applicant is emailed, the decision audited", async () => {
    const a = await applicant();
    const app = (await call("POST", "/api/tutor-applications", a.token, APPLICATION)).json() as TutorApplication;
    const pending = (await call("GET", "/api/tutor-applications", cdToken)).json() as TutorApplication[];
    expect(pending.map((x) => x.id)).toContain(app.id);
    const res = await call("POST", `/api/tutor-applications/${app.id}/decision`, cdToken, {
      decision: "approve",
      note: "Welcome aboard",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "approved", decisionNote: "Welcome aboard" });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, a.user.id));
    expect(row?.role).toBe("teacher");
    // A role change ends the account's sessions (issue #13): the email says to sign in again.
    expect((await call("GET", "/api/tutor-applications/mine", a.token)).statusCode).toBe(401);
    // Their public page starts from the application's bio.
    expect(row?.bio).toBe(APPLICATION.bio);
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, a.user.email))
      .orderBy(desc(emailOutbox.id));
    expect(mail).toMatchObject({ kind: "tutor-approved" });
    expect(mail?.textBody).toContain("Welcome aboard");
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "tutor_application.approve"));
    expect(entry).toMatchObject({ actorId: cd.id, realActorId: cd.id, targetId: String(a.user.id) });
    const twice = await call("POST", `/api/tutor-applications/${app.id}/decision`, wdToken, { decision: "decline" });
    expect(twice.statusCode).toBe(409);
  });

  it("declines without changing the role, and the applicant may apply again", async () => {
    const a = await applicant("NG");
    const app = (await call("POST", "/api/tutor-applications", a.token, APPLICATION)).json() as TutorApplication;
    // IDOR: a Kenyan director neither sees nor decides a Nigerian application.
    const list = (await call("GET", "/api/tutor-applications", cdToken)).json() as TutorApplication[];
    expect(list.map((x) => x.id)).not.toContain(app.id);
    expect(
      (await call("POST", `/api/tutor-applications/${app.id}/decision`, cdToken, { decision: "approve" })).statusCode,
    ).toBe(403);
    expect(
      (await call("POST", `/api/tutor-applications/${app.id}/decision`, wdToken, { decision: "decline" })).statusCode,
    ).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, a.user.id));
    expect(row?.role).toBe("preteacher");
    expect((await call("POST", "/api/tutor-applications", a.token, APPLICATION)).statusCode).toBe(201);
    expect((await call("GET", "/api/tutor-applications?status=declined", wdToken)).json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: app.id })]),
    );
  });
});

describe("POST /api/admin/teachers (addteacherbackend)", () => {
  it("creates a teacher whose set-password link works", async () => {
    const email = `new-teacher-${Date.now()}@test.example`;
    const res = await call("POST", "/api/admin/teachers", wdToken, {
      firstname: "Nia",
      lastname: "Kamau",
      email,
      country: "KE",
      role: "teacher",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ outcome: "created", user: { role: "teacher", email } });
    // The link as mailed: the outbox keeps it with its token masked (issue #13).
    const m = /https:\/\/school\.example\/setpassword\/([^/\s]+)\/(\S+)/.exec(t.mail.latestTo(email)?.text ?? "");
    expect(m).not.toBeNull();
    const [kept] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(kept?.textBody).toContain("/setpassword/");
    expect(kept?.textBody).not.toContain(m?.[2]);
    const set = await t.app.inject({
      method: "POST",
      url: "/api/auth/setrecoverpassword",
      payload: { email, token: m?.[2], password: "a-fresh-teacher-phrase" },
    });
    expect(set.statusCode).toBe(200);
    expect(await signIn(t.app, email, "a-fresh-teacher-phrase")).toBeTruthy();
  });

  it("promotes an existing lower account (its sessions end with the old role) and refuses one already as high", async () => {
    const student = await buildUser(t.database, { role: "student" });
    const before = await signIn(t.app, student.email);
    const body = { firstname: "X", lastname: "Y", email: student.email, country: "NG", role: "teachingassistant" };
    const res = (await call("POST", "/api/admin/teachers", wdToken, body)).json() as AddTeacherAnswer;
    expect(res).toMatchObject({ outcome: "promoted", user: { id: student.id, role: "teachingassistant" } });
    expect((await call("GET", "/api/tutor-applications/mine", before)).statusCode).toBe(401);
    expect((await call("POST", "/api/admin/teachers", wdToken, body)).statusCode).toBe(409);
    expect((await call("POST", "/api/admin/teachers", cdToken, body)).statusCode).toBe(403);
  });
});
