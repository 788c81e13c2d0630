import {
  optionLetter,
  REVISION_CONFLICT,
  subOptionProblem,
  type MarkingScheme,
  type SubOptionList,
  type SubOptionsBody,
  type SchemeBody,
} from "@tq/contract/quiz-authoring";
import type { z } from "zod";
import type { AppContext, Session } from "../../../context.ts";
import { Conflict, Invalid, NotFound } from "../../../lib/errors.ts";
import { recordChange } from "../../../lib/record-change.ts";
import type { RequestMeta } from "../../../lib/request-meta.ts";
import { checkQuizPart } from "./access.ts";
import { bumpRevision, findOption } from "./question-repo.ts";
import { questionWithQuiz } from "./question-service.ts";
import { saveScheme, writeSubOptions } from "./question-store.ts";
import { touchQuiz } from "./quiz-repo.ts";

/**
 * The two screens that edit one part of a question: the reasons (sub-options) of a two-tier
 * option (`chaptersuboptions`) and the marking scheme of a keyword-marked question
 * (`chaptersetscheme`). Both bump the question's revision, so an editor holding the whole
 * question sees the change as a conflict rather than overwriting it.
 */

async function optionWithQuestion(ctx: AppContext, optionId: number) {
  const option = await findOption(ctx.db, optionId);
  if (!option) throw NotFound("That option");
  const found = await questionWithQuiz(ctx, option.questionId);
  if (found.question.type !== "twotier") throw Conflict("Only the options of two-tier questions have reasons.");
  return found;
}

async function subOptionList(ctx: AppContext, optionId: number): Promise<SubOptionList> {
  const { question } = await optionWithQuestion(ctx, optionId);
  if (question.type !== "twotier") throw Conflict("Only the options of two-tier questions have reasons.");
  const index = question.options.findIndex((o) => o.id === optionId);
  const option = question.options[index];
  if (!option) throw NotFound("That option");
  return {
    question: {
      id: question.id,
      quizId: question.quizId,
      stemHtml: question.stemHtml,
      stemRendered: question.stemRendered,
      revision: question.revision,
    },
    option: {
      id: option.id,
      letter: optionLetter(index),
      html: option.html,
      rendered: option.rendered,
      correct: option.correct,
    },
    subOptions: option.subOptions,
  };
}

/** GET /api/quizzes/options/{optionId}/sub-options */
export async function getSubOptions(ctx: AppContext, session: Session, optionId: number): Promise<SubOptionList> {
  await checkQuizPart(ctx, session, "option", optionId);
  return subOptionList(ctx, optionId);
}

/** PUT /api/quizzes/options/{optionId}/sub-options: the option's whole list of reasons, in order. */
export async function replaceSubOptions(
  ctx: AppContext,
  session: Session,
  optionId: number,
  body: z.output<typeof SubOptionsBody>,
  meta: RequestMeta,
): Promise<SubOptionList> {
  await checkQuizPart(ctx, session, "option", optionId);
  const { question, quiz } = await optionWithQuestion(ctx, optionId);
  if (body.baseRevision !== undefined && body.baseRevision !== question.revision) throw Conflict(REVISION_CONFLICT);
  const problem = subOptionProblem(body.subOptions);
  if (problem) throw Invalid("subOptions", problem);
  await recordChange(
    ctx,
    session,
    meta,
    {
      action: "question.sub_options",
      targetType: "question_option",
      targetId: optionId,
      details: { count: body.subOptions.length },
    },
    async (tx) => {
      await writeSubOptions(tx, optionId, body.subOptions);
      await bumpRevision(tx, question.id);
      await touchQuiz(tx, quiz.id);
    },
  );
  return subOptionList(ctx, optionId);
}

async function schemeOf(ctx: AppContext, questionId: number): Promise<MarkingScheme> {
  const { question } = await questionWithQuiz(ctx, questionId);
  if (question.type !== "short" && question.type !== "subjective") {
    throw Conflict("Only short-text and subjective questions have a marking scheme.");
  }
  return {
    questionId: question.id,
    quizId: question.quizId,
    type: question.type,
    stemHtml: question.stemHtml,
    stemRendered: question.stemRendered,
    maxMarks: question.marks,
    modelAnswerHtml: question.scheme.modelAnswerHtml,
    modelAnswerRendered: question.scheme.modelAnswerRendered,
    rules: question.scheme.rules,
    updatedAt: question.updatedAt,
  };
}

/** GET /api/quizzes/questions/{questionId}/scheme */
export async function getScheme(ctx: AppContext, session: Session, questionId: number): Promise<MarkingScheme> {
  await checkQuizPart(ctx, session, "question", questionId);
  return schemeOf(ctx, questionId);
}

/** PUT /api/quizzes/questions/{questionId}/scheme: the rules are stored as written (grading parses them). */
export async function putScheme(
  ctx: AppContext,
  session: Session,
  questionId: number,
  body: z.output<typeof SchemeBody>,
  meta: RequestMeta,
): Promise<MarkingScheme> {
  await checkQuizPart(ctx, session, "question", questionId);
  const current = await schemeOf(ctx, questionId);
  await recordChange(
    ctx,
    session,
    meta,
    { action: "question.scheme", targetType: "question", targetId: questionId },
    async (tx) => {
      await saveScheme(tx, questionId, body);
      await bumpRevision(tx, questionId);
      await touchQuiz(tx, current.quizId);
    },
  );
  return schemeOf(ctx, questionId);
}
