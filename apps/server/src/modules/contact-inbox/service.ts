import { formatDay } from "@tq/contract/dates";
import {
  CONTACT_STATUSES,
  INBOX_PAGE_SIZE,
  type AnswerBody,
  type InboxFilters,
  type InboxMessage,
  type InboxPage,
} from "@tq/contract/contact-inbox";
import type { AppContext, Session } from "../../context.ts";
import { audit } from "../../lib/audit-repo.ts";
import { Forbidden, NotFound } from "../../lib/errors.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import { authorize, can } from "../../policies/authorize.ts";
import { siteSettings } from "../site/settings.ts";
import { presentMessage } from "./presenter.ts";
import * as repo from "./repo.ts";

/**
 * The directors' contact inbox (issue #6): a country director handles their own country's
 * messages, the world director every country's. Another country's message answers 404 to a
 * country director, as if it did not exist (its id tells them nothing).
 */

/** The country whose messages the caller lists: a country director's own, whatever they ask. */
function countryScope(session: Session, asked: string | undefined): string | null {
  authorize(session, "contact.readInbox", null);
  if (session.user.role === "worlddirector") return asked ?? null;
  if (asked !== undefined && asked !== session.user.country)
    throw Forbidden("You can read the messages of your own country only.");
  return session.user.country;
}

export async function inbox(ctx: AppContext, session: Session, f: InboxFilters): Promise<InboxPage> {
  const country = countryScope(session, f.country);
  const [{ rows, total }, counts] = await Promise.all([
    repo.messagePage(
      ctx.db,
      { country, ...(f.status ? { status: f.status } : {}) },
      INBOX_PAGE_SIZE,
      (f.page - 1) * INBOX_PAGE_SIZE,
    ),
    repo.statusCounts(ctx.db, country),
  ]);
  const replies = await repo.repliesOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    messages: rows.map((m) => presentMessage(m, replies)),
    page: f.page,
    pageSize: INBOX_PAGE_SIZE,
    total,
    counts: Object.fromEntries(CONTACT_STATUSES.map((s) => [s, counts.get(s) ?? 0])) as InboxPage["counts"],
  };
}

/** The message, if the caller may handle it; else 404 (another country's looks like none). */
async function handled(ctx: AppContext, session: Session, id: number) {
  authorize(session, "contact.readInbox", null);
  const message = await repo.findMessage(ctx.db, id);
  if (!message || !can(session, "contact.handle", { country: message.country })) throw NotFound("That message");
  return message;
}

async function reread(ctx: AppContext, id: number): Promise<InboxMessage> {
  const message = await repo.findMessage(ctx.db, id);
  if (!message) throw NotFound("That message");
  return presentMessage(message, await repo.repliesOf(ctx.db, [id]));
}

/** POST /api/contact-inbox/{id}/read: opening a new message marks it read (nothing else changes). */
export async function open(ctx: AppContext, session: Session, id: number, meta: RequestMeta): Promise<InboxMessage> {
  await handled(ctx, session, id);
  if (await repo.markRead(ctx.db, id)) {
    await audit(ctx.db, {
      actorId: session.user.id,
      realActorId: session.realUserId,
      action: "contact.read",
      targetType: "contact_message",
      targetId: id,
      ip: meta.ip,
    });
  }
  return reread(ctx, id);
}

/** POST /api/contact-inbox/{id}/answer: emails the sender, keeps the answer, marks it answered. */
export async function answer(
  ctx: AppContext,
  session: Session,
  id: number,
  body: AnswerBody,
  meta: RequestMeta,
): Promise<InboxMessage> {
  const message = await handled(ctx, session, id);
  const { siteTitle } = await siteSettings(ctx);
  await ctx.db.transaction(async (tx) => {
    await repo.insertReply(tx, id, body.text, session.user.id);
    await repo.setStatus(tx, id, "answered");
    await audit(tx, {
      actorId: session.user.id,
      realActorId: session.realUserId,
      action: "contact.answered",
      targetType: "contact_message",
      targetId: id,
      ip: meta.ip,
      // The message id (targetId) and country only: the address stays on the message, not in a log kept forever.
      details: { country: message.country },
    });
  });
  // After the commit: the email leaves only for an answer that was kept.
  await ctx.mailer.send({
    to: message.email,
    subject: `Re: ${message.subject}`,
    text: [
      `Dear ${message.name},`,
      "",
      body.text,
      "",
      `— ${session.user.firstname} ${session.user.lastname}, ${siteTitle}`,
      "",
      `You wrote on ${formatDay(message.createdAt, { timeZone: "UTC" })}:`,
      ...message.message.split("\n").map((line) => `> ${line}`),
    ].join("\n"),
    kind: "contact-answer",
  });
  return reread(ctx, id);
}

/**
 * POST /api/contact-inbox/{id}/archive: archived leaves the working list; unarchived it returns
 * as answered if it was answered, else as read.
 */
export async function archive(
  ctx: AppContext,
  session: Session,
  id: number,
  archived: boolean,
  meta: RequestMeta,
): Promise<InboxMessage> {
  const message = await handled(ctx, session, id);
  const status = archived ? "archived" : (await repo.hasReplies(ctx.db, id)) ? "answered" : "read";
  if (status !== message.status) {
    await repo.setStatus(ctx.db, id, status);
    await audit(ctx.db, {
      actorId: session.user.id,
      realActorId: session.realUserId,
      action: archived ? "contact.archived" : "contact.unarchived",
      targetType: "contact_message",
      targetId: id,
      ip: meta.ip,
      details: { country: message.country },
    });
  }
  return reread(ctx, id);
}
