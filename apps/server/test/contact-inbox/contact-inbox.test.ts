import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { InboxMessage, InboxPage } from "@tq/contract/contact-inbox";
import type { OutboxAnswer } from "@tq/contract/site";
import { auditLog, contactMessages } from "../../src/db/schema/index.ts";
import { bearer, buildUser, createTestApp, errorOf, signIn, type TestApp } from "../support/helpers.ts";

/** The directors' contact inbox (issue #6): scope by country, read, answer by email, archive; IDOR. */

let t: TestApp;
let world: string;
let ngDirector: string;
let gbDirector: string;
let teacher: string;
let ngId: number;
let gbId: number;

async function message(country: string, subject: string): Promise<number> {
  const [row] = await t.database.db
    .insert(contactMessages)
    .values({
      name: "Ada Visitor",
      email: `ada-${subject.replace(/\W/g, "").toLowerCase()}@visitor.example`,
      country,
      subject,
      message: "Where do I pay?\nThanks.",
    })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error("no message");
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  world = await signIn(t.app, (await buildUser(t.database, { role: "worlddirector" })).email);
  ngDirector = await signIn(
    t.app,
    (await buildUser(t.database, { role: "countrydirector", country: "NG", firstname: "Ngozi", lastname: "Director" }))
      .email,
  );
  gbDirector = await signIn(t.app, (await buildUser(t.database, { role: "countrydirector", country: "GB" })).email);
  teacher = await signIn(t.app, (await buildUser(t.database, { role: "teacher", country: "NG" })).email);
  ngId = await message("NG", "Payment in Lagos");
  gbId = await message("GB", "Payment in Leeds");
});
afterAll(() => t.close());

const call = (method: "GET" | "POST", url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const list = async (token: string, query = "") => {
  const res = await call("GET", `/api/contact-inbox${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as InboxPage;
};

describe("GET /api/contact-inbox", () => {
  it("shows a country director their own country's messages only", async () => {
    const ng = await list(ngDirector);
    expect(ng.messages.map((m) => m.id)).toEqual([ngId]);
    expect(ng.counts.new).toBe(1);
    expect((await list(gbDirector)).messages.map((m) => m.id)).toEqual([gbId]);
  });

  it("refuses a country director another country's list", async () => {
    const res = await call("GET", "/api/contact-inbox?country=GB", ngDirector);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe("forbidden");
  });

  it("shows the world director every country, or one", async () => {
    expect((await list(world)).messages.map((m) => m.id).sort()).toEqual([ngId, gbId].sort());
    expect((await list(world, "?country=gb")).messages.map((m) => m.id)).toEqual([gbId]);
  });

  it("is for directors only", async () => {
    expect((await call("GET", "/api/contact-inbox", teacher)).statusCode).toBe(403);
  });
});

describe("handling a message", () => {
  it("opening a new message marks it read, once in the log", async () => {
    const res = await call("POST", `/api/contact-inbox/${ngId}/read`, ngDirector);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as InboxMessage).status).toBe("read");
    await call("POST", `/api/contact-inbox/${ngId}/read`, ngDirector);
    const logged = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "contact.read"));
    expect(logged.filter((l) => l.targetId === String(ngId))).toHaveLength(1);
  });

  it("answers by email to the sender, keeps the answer and marks the message answered", async () => {
    const res = await call("POST", `/api/contact-inbox/${ngId}/answer`, ngDirector, {
      text: "You can pay by bank transfer; reply with your reference.",
    });
    expect(res.statusCode, res.body).toBe(200);
    const m = res.json() as InboxMessage;
    expect(m.status).toBe("answered");
    expect(m.replies).toEqual([
      expect.objectContaining({
        body: "You can pay by bank transfer; reply with your reference.",
        answeredBy: "Ngozi Director",
      }),
    ]);
    const outbox = (
      await call("GET", "/api/admin/outbox?to=ada-paymentinlagos@visitor.example", world)
    ).json() as OutboxAnswer;
    expect(outbox.emails).toHaveLength(1);
    expect(outbox.emails[0]?.subject).toBe("Re: Payment in Lagos");
    expect(outbox.emails[0]?.text).toContain("You can pay by bank transfer");
    expect(outbox.emails[0]?.text).toContain("> Where do I pay?");
    const [logged] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "contact.answered"));
    expect(logged?.targetId).toBe(String(ngId));
    // The visitor's address stays on the message: the log keeps the id and country only.
    expect(logged?.details).toEqual({ country: "NG" });
    expect(JSON.stringify(logged)).not.toContain("visitor.example");
  });

  it("refuses an empty answer with a field message", async () => {
    const res = await call("POST", `/api/contact-inbox/${ngId}/answer`, ngDirector, { text: "  " });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.text).toBeTruthy();
  });

  it("archives, filters by status, and unarchives back to answered", async () => {
    const archived = await call("POST", `/api/contact-inbox/${ngId}/archive`, ngDirector, { archived: true });
    expect((archived.json() as InboxMessage).status).toBe("archived");
    expect((await list(ngDirector, "?status=archived")).messages.map((m) => m.id)).toEqual([ngId]);
    expect((await list(ngDirector, "?status=new")).messages).toEqual([]);
    const back = await call("POST", `/api/contact-inbox/${ngId}/archive`, ngDirector, { archived: false });
    expect((back.json() as InboxMessage).status).toBe("answered");
  });

  it("unarchives an unanswered message as read", async () => {
    const id = await message("NG", "Unanswered");
    await call("POST", `/api/contact-inbox/${id}/archive`, world, { archived: true });
    const back = await call("POST", `/api/contact-inbox/${id}/archive`, world, { archived: false });
    expect((back.json() as InboxMessage).status).toBe("read");
  });

  it("does not let a country director read, answer or archive another country's message (404)", async () => {
    for (const [path, payload] of [
      ["read", undefined],
      ["answer", { text: "Not your message to answer." }],
      ["archive", { archived: true }],
    ] as const) {
      const res = await call("POST", `/api/contact-inbox/${gbId}/${path}`, ngDirector, payload);
      expect(res.statusCode, path).toBe(404);
    }
    const [gb] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, gbId));
    expect(gb?.status).toBe("new");
    const outbox = (
      await call("GET", "/api/admin/outbox?to=ada-paymentinleeds@visitor.example", world)
    ).json() as OutboxAnswer;
    expect(outbox.emails).toEqual([]);
  });

  it("lets the world director handle any country's message", async () => {
    const res = await call("POST", `/api/contact-inbox/${gbId}/answer`, world, { text: "Answered from head office." });
    expect((res.json() as InboxMessage).status).toBe("answered");
  });

  it("answers 404 for a message that does not exist", async () => {
    expect((await call("POST", "/api/contact-inbox/999999/read", world)).statusCode).toBe(404);
  });
});
