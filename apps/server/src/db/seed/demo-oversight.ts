import type { Role } from "@tq/contract/roles";
import type { Db } from "../client.ts";
import { auditLog, contactMessages, contactReplies } from "../schema/index.ts";

/**
 * Issue #6's oversight in the demo: contact messages from several countries (Nigeria's for the
 * demo country director: new, read, answered, archived) and a varied activity log, dated over
 * the past weeks — sign-ins from several places, an administrator acting as the teacher and
 * the guardian acting as the ward (the "As" column of View Log), the inbox's own handling.
 * Written as rows, clearly dated in the past: the services would stamp them "now".
 */

const DAY = 86_400_000;

interface DemoMessage {
  name: string;
  email: string;
  country: string;
  subject: string;
  message: string;
  daysAgo: number;
  status: "new" | "read" | "answered" | "archived";
  answer?: string;
}

const MESSAGES: readonly DemoMessage[] = [
  {
    name: "Bola Adeyemi",
    email: "bola.adeyemi@visitor.example",
    country: "NG",
    subject: "Paying by bank transfer",
    message: "Good day. Can I pay for Mathematics Foundations by bank transfer from a Nigerian account? Thank you.",
    daysAgo: 1,
    status: "new",
  },
  {
    name: "Chiamaka Obi",
    email: "chiamaka.obi@visitor.example",
    country: "NG",
    subject: "Classes for my school",
    message: "Our secondary school in Enugu would like 40 pupils on one course. Do you offer a school price?",
    daysAgo: 3,
    status: "read",
  },
  {
    name: "Musa Ibrahim",
    email: "musa.ibrahim@visitor.example",
    country: "NG",
    subject: "Certificate after the course",
    message: "Does the course give a certificate I can show to my employer?",
    daysAgo: 9,
    status: "answered",
    answer:
      "Thank you for asking. Each exam result carries a verification code your employer can check on the site; a course certificate is planned.",
  },
  {
    name: "Kemi Lawal",
    email: "kemi.lawal@visitor.example",
    country: "NG",
    subject: "Wrong country on my account",
    message: "I moved to Abuja from Accra and my account still shows Ghana. Please help me change it.",
    daysAgo: 20,
    status: "archived",
    answer: "We have changed your country to Nigeria; prices now show in naira. Welcome back!",
  },
  {
    name: "Akosua Mensah",
    email: "akosua.mensah@visitor.example",
    country: "GH",
    subject: "Prices in cedis",
    message: "Will the course prices be shown in Ghana cedis soon?",
    daysAgo: 2,
    status: "new",
  },
  {
    name: "Wanjiru Njoroge",
    email: "wanjiru.njoroge@visitor.example",
    country: "KE",
    subject: "M-Pesa payments",
    message: "Hello, do you accept M-Pesa for subscriptions in Kenya?",
    daysAgo: 5,
    status: "answered",
    answer: "Not yet: for now a director records manual payments. M-Pesa is on our list for next year.",
  },
  {
    name: "Oliver Smith",
    email: "oliver.smith@visitor.example",
    country: "GB",
    subject: "Tutor vacancies",
    message: "I am a qualified physics teacher in Leeds. How do I become a tutor on the platform?",
    daysAgo: 7,
    status: "read",
  },
];

export async function seedDemoOversight(db: Db, ids: ReadonlyMap<Role, number>): Promise<void> {
  const now = Date.now();
  const at = (daysAgo: number, hour = 10) => new Date(now - daysAgo * DAY - (now % DAY) + hour * 3_600_000);
  const cd = ids.get("countrydirector") ?? null;
  const wd = ids.get("worlddirector") ?? null;
  const log: (typeof auditLog.$inferInsert)[] = [];

  for (const m of MESSAGES) {
    const [row] = await db
      .insert(contactMessages)
      .values({
        name: m.name,
        email: m.email,
        country: m.country,
        subject: m.subject,
        message: m.message,
        status: m.status,
        ip: "198.51.100.23",
        createdAt: at(m.daysAgo, 9),
      })
      .returning({ id: contactMessages.id });
    if (!row) continue;
    log.push({
      action: "contact.sent",
      targetType: "contact_message",
      targetId: String(row.id),
      ip: "198.51.100.23",
      details: { country: m.country },
      createdAt: at(m.daysAgo, 9),
    });
    // Nigeria's messages are the country director's; the others the world director's.
    const handler = m.country === "NG" ? cd : wd;
    if (m.status !== "new") {
      log.push({
        actorId: handler,
        realActorId: handler,
        action: "contact.read",
        targetType: "contact_message",
        targetId: String(row.id),
        ip: "203.0.113.10",
        createdAt: at(m.daysAgo, 11),
      });
    }
    if (m.answer) {
      await db
        .insert(contactReplies)
        .values({ messageId: row.id, body: m.answer, answeredBy: handler, answeredAt: at(m.daysAgo, 12) });
      log.push({
        actorId: handler,
        realActorId: handler,
        action: "contact.answered",
        targetType: "contact_message",
        targetId: String(row.id),
        ip: "203.0.113.10",
        details: { country: m.country, to: m.email },
        createdAt: at(m.daysAgo, 12),
      });
    }
    if (m.status === "archived") {
      log.push({
        actorId: handler,
        realActorId: handler,
        action: "contact.archived",
        targetType: "contact_message",
        targetId: String(row.id),
        ip: "203.0.113.10",
        details: { country: m.country },
        createdAt: at(m.daysAgo - 1, 9),
      });
    }
  }

  const teacher = ids.get("teacher") ?? null;
  const guardian = ids.get("guardian") ?? null;
  const student = ids.get("student") ?? null;
  const ta = ids.get("teachingassistant") ?? null;
  // Sign-ins over the past fortnight, from a few networks.
  const signIns: [number | null, number, string][] = [
    [teacher, 14, "102.89.1.17"],
    [student, 13, "105.112.4.9"],
    [ta, 12, "102.89.1.40"],
    [cd, 11, "203.0.113.10"],
    [guardian, 10, "105.112.77.2"],
    [student, 6, "105.112.4.9"],
    [teacher, 4, "102.89.1.17"],
  ];
  for (const [who, daysAgo, ip] of signIns) {
    if (who === null) continue;
    log.push({
      actorId: who,
      realActorId: who,
      action: "auth.login",
      targetType: "user",
      targetId: String(who),
      ip,
      createdAt: at(daysAgo, 8),
    });
  }
  log.push({
    actorId: null,
    realActorId: null,
    action: "auth.login_failed",
    ip: "192.0.2.99",
    details: { email: "unknown@example.com" },
    createdAt: at(8, 3),
  });
  // The world director acts as the teacher to fix a setting, then stops.
  if (wd !== null && teacher !== null) {
    log.push(
      {
        actorId: wd,
        realActorId: wd,
        action: "impersonation.start",
        targetType: "user",
        targetId: String(teacher),
        ip: "198.51.100.5",
        details: { reason: "Help with the course order" },
        createdAt: at(6, 15),
      },
      {
        actorId: teacher,
        realActorId: wd,
        action: "tutorial.reorder",
        targetType: "chapter",
        targetId: "1",
        ip: "198.51.100.5",
        createdAt: at(6, 15.1),
      },
      {
        actorId: teacher,
        realActorId: wd,
        action: "impersonation.stop",
        targetType: "user",
        targetId: String(teacher),
        ip: "198.51.100.5",
        createdAt: at(6, 15.2),
      },
    );
  }
  // The guardian acts as their ward to look at the ward's subscriptions.
  if (guardian !== null && student !== null) {
    log.push(
      {
        actorId: guardian,
        realActorId: guardian,
        action: "guardian.act_as_ward",
        targetType: "user",
        targetId: String(student),
        ip: "105.112.77.2",
        createdAt: at(5, 19),
      },
      {
        actorId: student,
        realActorId: guardian,
        action: "auth.logout",
        targetType: "user",
        targetId: String(student),
        ip: "105.112.77.2",
        createdAt: at(5, 19.3),
      },
    );
  }
  await db.insert(auditLog).values(log);
}
