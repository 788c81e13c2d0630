import { IconFileUnknown } from "@tabler/icons-react";
import { hrefTo } from "@tq/contract/paths";
import { idParam } from "../lib/route-ids.ts";
import { SectionQuestions } from "../features/quizzes/components/section-questions.tsx";
import { documentTitle } from "../lib/meta.ts";
import { PageState } from "../lib/ui/page-state.tsx";
import type { Route } from "./+types/chapter-set-questions";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Questions of a section") }];
}

/** chaptersetquestions/{sectionId}/{testId}/{subjectId} [G]: a chapter quiz section's questions and their editor. */
export default function ChapterSetQuestionsScreen({ params }: Route.ComponentProps) {
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
        `${hrefTo("chapterquiz", {
          chapterId: quiz.chapter?.id ?? quiz.chapterId ?? 0,
          chapterNumber: quiz.chapter?.number ?? 0,
          courseId: quiz.courseId,
          subjectId: quiz.subjectId,
          subjectName: quiz.subject.title,
        })}?quiz=${quiz.id}`
      }
      subOptionsHref={(option, letter) =>
        hrefTo("chaptersuboptions", { answerId: option.id, answerOption: letter, subjectId })
      }
      schemeHref={(questionId) => hrefTo("chaptersetscheme", { questionId })}
    />
  );
}
