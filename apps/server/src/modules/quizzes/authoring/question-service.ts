import { questionProblems, REVISION_CONFLICT, type AuthoringQuestion } from "@tq/contract/quiz-authoring";
import type { QuestionData } from "@tq/contract/quiz-questions";
import type { AppContext, Session } from "../../../context.ts";
import { AppError, Conflict, Invalid, NotFound } from "../../../lib/errors.ts";
import { recordChange } from "../../../lib/record-change.ts";
import type { RequestMeta } from "../../../lib/request-meta.ts";
import { checkSameSet } from "../../authoring/access.ts";
import { checkQuizPart } from "./access.ts";
import { isLevelOf } from "./place-repo.ts";
import { dataOf, loadQuestions } from "./question-read.ts";
import { deleteQuestionRow, moveQuestionRow } from "./question-repo.ts";
import { insertQuestion, replaceQuestion } from "./question-store.ts";
import { findQuiz, setPositions, touchQuiz } from "./quiz-repo.ts";
import * as sections from "./section-repo.ts";

/** Questions of a quiz's sections (same authors as the quiz): the answer keys are staff-only. */

/** A question with the section and quiz that hold it. */
export async function questionWithQuiz(ctx: AppContext, id: number) {
  const [question] = await loadQuestions(ctx.db, { questionIds: [id] });
  if (!question) throw NotFound("That question");
  const quiz = await findQuiz(ctx.db, question.quizId);
  if (!quiz) throw NotFound("That quiz");
  return { question, quiz };
}

async function questionOf(ctx: AppContext, id: number): Promise<AuthoringQuestion> {
  const [question] = await loadQuestions(ctx.db, { questionIds: [id] });
  if (!question) throw NotFound("That question");
  return question;
}

/** Beyond zod: answer keys that make sense (the contract's rules) and a level of the quiz's subject. */
async function checkQuestion(ctx: AppContext, q: QuestionData, subjectId: number): Promise<void> {
  const problems = questionProblems(q);
  const [first] = Object.values(problems);
  if (first !== undefined) throw new AppError(400, "validation", first, problems);
  if (q.levelId !== null && !(await isLevelOf(ctx.db, q.levelId, subjectId))) {
    throw Invalid("levelId", "Choose one of this subject's levels.");
  }
}

export async function createQuestion(
  ctx: AppContext,
  session: Session,
  sectionId: number,
  q: QuestionData & { title?: string | null },
  meta: RequestMeta,
): Promise<AuthoringQuestion> {
  await checkQuizPart(ctx, session, "section", sectionId);
  const section = await sections.findSection(ctx.db, sectionId);
  const quiz = section && (await findQuiz(ctx.db, section.quizId));
  if (!quiz) throw NotFound("That section");
  await checkQuestion(ctx, q, quiz.subjectId);
  const id = await recordChange(
    ctx,
    session,
    meta,
    (created: number) => ({
      action: "question.create",
      targetType: "question",
      targetId: created,
      details: { type: q.type },
    }),
    async (tx) => {
      const created = await insertQuestion(tx, sectionId, q);
      await touchQuiz(tx, quiz.id);
      return created;
    },
  );
  return questionOf(ctx, id);
}

export async function getQuestion(ctx: AppContext, session: Session, id: number): Promise<AuthoringQuestion> {
  await checkQuizPart(ctx, session, "question", id);
  return questionOf(ctx, id);
}

export async function updateQuestion(
  ctx: AppContext,
  session: Session,
  id: number,
  q: QuestionData & { title?: string | null },
  baseRevision: number,
  meta: RequestMeta,
): Promise<AuthoringQuestion> {
  await checkQuizPart(ctx, session, "question", id);
  const { question, quiz } = await questionWithQuiz(ctx, id);
  if (question.revision !== baseRevision) throw Conflict(REVISION_CONFLICT);
  await checkQuestion(ctx, q, quiz.subjectId);
  // Someone saved between our read and our write: the revision check in the UPDATE decides.
  await recordChange(
    ctx,
    session,
    meta,
    { action: "question.update", targetType: "question", targetId: id, details: { revision: baseRevision + 1 } },
    async (tx) => {
      if (!(await replaceQuestion(tx, id, q, baseRevision))) throw Conflict(REVISION_CONFLICT);
      await touchQuiz(tx, quiz.id);
    },
  );
  return questionOf(ctx, id);
}

export async function deleteQuestion(ctx: AppContext, session: Session, id: number, meta: RequestMeta) {
  await checkQuizPart(ctx, session, "question", id);
  const { question, quiz } = await questionWithQuiz(ctx, id);
  await recordChange(
    ctx,
    session,
    meta,
    { action: "question.delete", targetType: "question", targetId: id, details: { sectionId: question.sectionId } },
    async (tx) => {
      await deleteQuestionRow(tx, id);
      await sections.compactQuestions(tx, question.sectionId);
      await touchQuiz(tx, quiz.id);
    },
  );
  return { message: "The question was deleted." };
}

/** PUT /api/quizzes/sections/{sectionId}/questions/order */
export async function orderQuestions(
  ctx: AppContext,
  session: Session,
  sectionId: number,
  ids: number[],
  meta: RequestMeta,
): Promise<{ questions: AuthoringQuestion[] }> {
  await checkQuizPart(ctx, session, "section", sectionId);
  const section = await sections.findSection(ctx.db, sectionId);
  if (!section) throw NotFound("That section");
  checkSameSet(await sections.questionIdsOf(ctx.db, sectionId), ids, "question of the section");
  await recordChange(
    ctx,
    session,
    meta,
    { action: "question.reorder", targetType: "quiz_section", targetId: sectionId },
    async (tx) => {
      await setPositions(tx, "questions", ids);
      await touchQuiz(tx, section.quizId);
    },
  );
  return { questions: await loadQuestions(ctx.db, { sectionIds: [sectionId] }) };
}

/** POST /api/quizzes/questions/{questionId}/move: to another section of the same quiz, last there. */
export async function moveQuestion(
  ctx: AppContext,
  session: Session,
  id: number,
  sectionId: number,
  meta: RequestMeta,
): Promise<AuthoringQuestion> {
  await checkQuizPart(ctx, session, "question", id);
  const { question, quiz } = await questionWithQuiz(ctx, id);
  const target = await sections.findSection(ctx.db, sectionId);
  if (!target || target.quizId !== quiz.id) throw Invalid("sectionId", "Choose a section of the same quiz.");
  if (target.id === question.sectionId) return question;
  const position = (await sections.questionIdsOf(ctx.db, target.id)).length + 1;
  await recordChange(
    ctx,
    session,
    meta,
    {
      action: "question.move",
      targetType: "question",
      targetId: id,
      details: { from: question.sectionId, to: target.id },
    },
    async (tx) => {
      await moveQuestionRow(tx, id, target.id, position);
      await sections.compactQuestions(tx, question.sectionId);
      await touchQuiz(tx, quiz.id);
    },
  );
  return questionOf(ctx, id);
}

/** POST /api/quizzes/questions/{questionId}/duplicate: a copy right after the original. */
export async function duplicateQuestion(
  ctx: AppContext,
  session: Session,
  id: number,
  meta: RequestMeta,
): Promise<AuthoringQuestion> {
  await checkQuizPart(ctx, session, "question", id);
  const { question, quiz } = await questionWithQuiz(ctx, id);
  const copyId = await recordChange(
    ctx,
    session,
    meta,
    (copy: number) => ({ action: "question.duplicate", targetType: "question", targetId: copy, details: { from: id } }),
    async (tx) => {
      await sections.shiftQuestions(tx, question.sectionId, question.position + 1);
      const copy = await insertQuestion(tx, question.sectionId, dataOf(question), question.position + 1);
      await touchQuiz(tx, quiz.id);
      return copy;
    },
  );
  return questionOf(ctx, copyId);
}
