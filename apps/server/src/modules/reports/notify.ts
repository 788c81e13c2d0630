import type { Mail } from "../../lib/mailer.ts";
import type { ReportsContext } from "./service.ts";
import * as repo from "./repo.ts";

interface Published {
  courseId: number;
  courseTitle: string;
  title: string;
  periodFrom: string;
  periodTo: string;
  students: readonly { userId: number; name: string; email: string }[];
  codes: ReadonlyMap<number, string>;
}

/**
 * Tells each student, and each of their guardians, that a report is published (through the
 * outbox, one message per person: nobody sees another's address or result). The email carries
 * the link and the code, never the scores: those stay behind the sign-in. All the messages are
 * queued at once (`sendMany`): a class of 1,000 is one outbox insert, and SMTP runs in the
 * background rather than inside the publish request (ADR 0030).
 */
export async function emailPublished(ctx: ReportsContext, p: Published): Promise<number> {
  const guardians = new Map<number, { email: string; firstname: string }[]>();
  for (const g of await repo.guardiansOf(
    ctx.db,
    p.students.map((s) => s.userId),
  )) {
    let list = guardians.get(g.wardId);
    if (!list) guardians.set(g.wardId, (list = []));
    list.push(g);
  }
  const mails: Mail[] = [];
  for (const s of p.students) {
    const link = `${ctx.appBase}/myassessmentreport/${s.userId}/${p.courseId}`;
    const body = (greeting: string, about: string) =>
      [
        `Hello ${greeting},`,
        "",
        `${about} assessment report "${p.title}" for ${p.courseTitle} (${p.periodFrom} to ${p.periodTo}) is published.`,
        "",
        `Read and print it: ${link}`,
        `Its verification code: ${p.codes.get(s.userId) ?? ""} (anyone can check it on the Check Assessment page).`,
      ].join("\n");
    mails.push({
      to: s.email,
      kind: "report.published",
      subject: `Your assessment report: ${p.title}`,
      text: body(s.name, "Your"),
    });
    for (const g of guardians.get(s.userId) ?? []) {
      mails.push({
        to: g.email,
        kind: "report.published",
        subject: `${s.name}'s assessment report: ${p.title}`,
        text: body(g.firstname, `${s.name}'s`),
      });
    }
  }
  await ctx.mailer.sendMany(mails);
  return mails.length;
}
