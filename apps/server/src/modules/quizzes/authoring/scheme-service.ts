import type { SchemeTestAnswer } from "@tq/contract/quiz-schemes";
import type { AppContext, Session } from "../../../context.ts";
import { authorize } from "../../../policies/authorize.ts";
import { markByScheme } from "../grading/keywords.ts";

/**
 * The keyword-rule tester: marks a sample answer by rules as grading would, and says which
 * lines could not be read. Staff only (the rules are an answer key's language, not a public
 * toy), and counted per account: each call may scan 50 000 characters once per alternative.
 */
export async function testScheme(
  ctx: AppContext,
  session: Session,
  body: { rules: string; maxMarks: number; answer: string },
): Promise<SchemeTestAnswer> {
  authorize(session, "quiz.testScheme", null, "Only staff can test marking schemes.");
  await ctx.limits.consume("schemeTestAccount", String(session.user.id));
  const { score, matchedRules, errors } = markByScheme(body.rules, body.answer, body.maxMarks);
  return { score, maxScore: body.maxMarks, matchedRules, errors };
}
