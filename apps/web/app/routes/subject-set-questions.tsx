import { IconFileUnknown } from "@tabler/icons-react";
import { hrefTo } from "@tq/contract/paths";
import { idParam } from "../lib/route-ids.ts";
import { SectionQuestions } from "../features/quizzes/components/section-questions.tsx";
import { documentTitle } from "../lib/meta.ts";
import { PageState } from "../lib/ui/page-state.tsx";
import type { Route } from "./+types/subject-set-questions";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Questions of a section") }];
}

/** subjectsetquestions/{sectionId}/{testId}/{subjectId} [G]: a subject quiz section's fixed questions and their editor. */
export default function SubjectSetQuestionsScreen({ params }: Route.ComponentProps) {
  const sectionId = idParam(params.sectionId);
  const quizId = idParam(params.testId);
  const subjectId = idParam(params.subjectId);
  if (sectionId === null || quizId === null || subjectId === null) {
    return <PageState icon={<IconFileUnknown size={32} />} heading="That section does not exist" />;
  }
  return (
    <SectionQuestions
      sectionId={sectionId}
      quizId={quizId}
      quizHref={(quiz) =>
        `${hrefTo("subjectquiz", {
          subjectId: quiz.subjectId,
          subjectname: quiz.subject.title,
          courseId: quiz.courseId,
          coursename: quiz.course.title,
        })}?quiz=${quiz.id}`
      }
      subOptionsHref={(option, letter) =>
        hrefTo("subjectsuboptions", { answerId: option.id, answerOption: letter, subjectId })
      }
      schemeHref={(questionId) => hrefTo("subjectsetscheme", { questionId })}
    />
  );
}
