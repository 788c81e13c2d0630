import {
  COMMENT_DELETE_WINDOW_MS,
  type Comment,
  type CommentPage,
  type CommentsQuery,
  type NewComment,
} from "@tq/contract/catalog";
import { renderTextWithMath } from "../../content/math.ts";
import type { AppContext, Session } from "../../context.ts";
import { audit } from "../../lib/audit-repo.ts";
import { Conflict, Forbidden, Invalid, NotFound } from "../../lib/errors.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import { authorize } from "../../policies/authorize.ts";
import {
  answerCounts,
  courseStaffIds,
  deleteCommentAndAnswers,
  findCommentInContext,
  insertComment,
  listAnswers,
  listQuestions,
  setCommentHidden,
  type CommentWithAuthor,
} from "./comments-repo.ts";
import { isStaff, openTutorial } from "./service.ts";

/** What presenting a comment to one reader needs to know. */
interface Viewer {
  id: number | null;
  staff: boolean;
  /** The course's owner, tutors and assistants: their comments carry the staff badge. */
  staffIds: Set<number>;
  /** Answers per question (hidden ones too). */
  answers: Map<number, number>;
  now: number;
}

/** "Ada L.": readers see who asked without the full name. */
function authorName(firstname: string, lastname: string): string {
  const initial = lastname.trim().charAt(0).toUpperCase();
  return initial ? `${firstname.trim()} ${initial}.` : firstname.trim();
}

function present(row: CommentWithAuthor, viewer: Viewer): Comment {
  const c = row.comment;
  const mine = viewer.id === c.userId;
  return {
    id: c.id,
    parentId: c.parentId,
    body: c.body,
    bodyHtml: renderTextWithMath(c.body),
    author: {
      name: authorName(row.firstname, row.lastname),
      staff: row.role === "worlddirector" || viewer.staffIds.has(c.userId),
    },
    createdAt: c.createdAt.toISOString(),
    hidden: c.hidden,
    mine,
    canDelete:
      viewer.staff ||
      (mine && viewer.now - c.createdAt.getTime() < COMMENT_DELETE_WINDOW_MS && (viewer.answers.get(c.id) ?? 0) === 0),
  };
}

/** A tutorial's threads, a page of questions at a time; hidden comments only for staff. */
export async function listComments(
  ctx: AppContext,
  session: Session | null,
  tutorialId: number,
  query: CommentsQuery,
): Promise<CommentPage> {
  const { course, staff } = await openTutorial(ctx, session, tutorialId);
  const rows = await listQuestions(ctx.db, tutorialId, {
    before: query.before,
    limit: query.limit + 1,
    includeHidden: staff,
  });
  const page = rows.slice(0, query.limit);
  const ids = page.map((r) => r.comment.id);
  const answers = await listAnswers(ctx.db, ids, staff);
  const viewer: Viewer = {
    id: session?.user.id ?? null,
    staff,
    staffIds: await courseStaffIds(ctx.db, course.id, course.ownerId),
    answers: await answerCounts(ctx.db, ids),
    now: Date.now(),
  };
  const last = page.at(-1);
  return {
    threads: page.map((q) => ({
      ...present(q, viewer),
      answers: answers.filter((a) => a.comment.parentId === q.comment.id).map((a) => present(a, viewer)),
    })),
    nextBefore: rows.length > query.limit && last ? last.comment.id : null,
    viewer: { signedIn: session !== null, staff },
  };
}

/** A question, or an answer to one (one level): signed-in readers of the tutorial, rate-limited per account. */
export async function postComment(
  ctx: AppContext,
  session: Session,
  tutorialId: number,
  body: NewComment,
): Promise<Comment> {
  const { course, staff } = await openTutorial(ctx, session, tutorialId);
  await ctx.limits.consume("commentAccount", String(session.user.id));
  let parentId: number | null = null;
  if (body.parentId !== undefined) {
    const parent = await findCommentInContext(ctx.db, body.parentId);
    if (!parent || parent.comment.tutorialId !== tutorialId || (parent.comment.hidden && !staff)) {
      throw Invalid("parentId", "That question is no longer here: it may have been deleted.");
    }
    if (parent.comment.parentId !== null) {
      throw Invalid("parentId", "Answers cannot be answered. Reply to the question itself.");
    }
    authorize(
      session,
      "comment.answer",
      { courseStaff: staff, questionAuthorId: parent.comment.userId },
      "Only the course's staff and the person who asked can answer this question.",
    );
    parentId = parent.comment.id;
  }
  const row = await insertComment(ctx.db, { tutorialId, userId: session.user.id, parentId, body: body.body });
  return present(
    { comment: row, firstname: session.user.firstname, lastname: session.user.lastname, role: session.user.role },
    {
      id: session.user.id,
      staff,
      staffIds: await courseStaffIds(ctx.db, course.id, course.ownerId),
      answers: new Map(),
      now: Date.now(),
    },
  );
}

async function findForStaffOrAuthor(ctx: AppContext, session: Session, commentId: number) {
  const found = await findCommentInContext(ctx.db, commentId);
  if (!found) throw NotFound("That comment");
  const staff = await isStaff(ctx, session, found.course);
  return { found, staff };
}

/** Hide or show a comment: the staff of its course only. Audited. */
export async function setHidden(
  ctx: AppContext,
  session: Session,
  commentId: number,
  hidden: boolean,
  meta: RequestMeta,
): Promise<Comment> {
  const { found, staff } = await findForStaffOrAuthor(ctx, session, commentId);
  authorize(session, "comment.moderate", { courseStaff: staff }, "Only the course's staff can hide or show comments.");
  await setCommentHidden(ctx.db, commentId, hidden);
  await audit(ctx.db, {
    actorId: session.user.id,
    realActorId: session.realUserId,
    action: hidden ? "comment.hide" : "comment.show",
    targetType: "tutorial_comment",
    targetId: commentId,
    ip: meta.ip,
    details: { tutorialId: found.comment.tutorialId, authorId: found.comment.userId },
  });
  return present(
    { ...found, comment: { ...found.comment, hidden } },
    {
      id: session.user.id,
      staff,
      staffIds: await courseStaffIds(ctx.db, found.course.id, found.course.ownerId),
      answers: new Map(),
      now: Date.now(),
    },
  );
}

/** Delete a comment (and a question's answers): its author within 15 minutes and before any answer, or staff. Audited. */
export async function deleteComment(
  ctx: AppContext,
  session: Session,
  commentId: number,
  meta: RequestMeta,
): Promise<void> {
  const { found, staff } = await findForStaffOrAuthor(ctx, session, commentId);
  const c = found.comment;
  if (!staff) {
    if (c.userId !== session.user.id) throw Forbidden("Only its author or the course's staff can delete a comment.");
    if (Date.now() - c.createdAt.getTime() >= COMMENT_DELETE_WINDOW_MS) {
      throw Forbidden("You can delete a comment within 15 minutes of posting it. Ask the course's staff to remove it.");
    }
    const answers = (await answerCounts(ctx.db, [c.id])).get(c.id) ?? 0;
    if (answers > 0)
      throw Conflict("This question has an answer now, so it stays. Ask the course's staff to remove it.");
  }
  const removed = await deleteCommentAndAnswers(ctx.db, commentId);
  await audit(ctx.db, {
    actorId: session.user.id,
    realActorId: session.realUserId,
    action: "comment.delete",
    targetType: "tutorial_comment",
    targetId: commentId,
    ip: meta.ip,
    details: { tutorialId: c.tutorialId, authorId: c.userId, byStaff: staff, removed },
  });
}
