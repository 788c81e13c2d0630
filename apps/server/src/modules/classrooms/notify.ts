import type { AppContext } from "../../context.ts";
import { appBase } from "../../lib/app-base.ts";

interface Recipient {
  email: string;
  firstname: string;
}

/** A plain-text excerpt of sanitized HTML for an email (the class page shows the real thing). */
export function excerpt(html: string, max = 400): string {
  const text = html
    .replace(/<(br|\/p|\/li|\/h\d)[^>]*>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * Emails every student of the class (through the outbox). One message per student: students
 * never see each other's addresses.
 */
export async function emailClass(
  ctx: AppContext,
  students: readonly Recipient[],
  mail: { kind: string; subject: string; lines: string[]; courseId: number; tutorId: number },
): Promise<void> {
  const link = `${appBase(ctx)}/classroom/${mail.courseId}/${mail.tutorId}`;
  for (const s of students) {
    await ctx.mailer.send({
      to: s.email,
      kind: mail.kind,
      subject: mail.subject,
      text: [`Hello ${s.firstname},`, "", ...mail.lines, "", `Open your classroom: ${link}`].join("\n"),
    });
  }
}
