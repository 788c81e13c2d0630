import { Stack } from "@mantine/core";
import type { CourseOutline, TutorialView } from "@tq/contract/catalog";
import type { ReactNode } from "react";
import { preload } from "react-dom";
import { useRevalidator } from "react-router";
import "katex/dist/katex.min.css";
import katexMainFont from "katex/dist/fonts/KaTeX_Main-Regular.woff2?url";
import katexMathFont from "katex/dist/fonts/KaTeX_Math-Italic.woff2?url";
import "@mantine/core/styles/Breadcrumbs.css";
import "../../../lib/ui/tutorial-body.css";
import { pageHtmlAttribute, useHtmlInPage } from "../../../lib/page-html.ts";
import { withoutRepeatedTitle } from "../repeated-title.ts";
import { TUTORIAL_BODY } from "../tutorial-reading.ts";
import { tutorialPlace } from "@tq/contract/tutorial-href";
import { ChapterNeighbours } from "./chapter-neighbours.tsx";
import { CommentSection } from "./comments/comment-section-deferred.tsx";
import { CompleteButton } from "./complete-button.tsx";
import { TutorialHeading } from "./tutorial-heading.tsx";

export interface TutorialReaderProps {
  view: TutorialView;
  outline: CourseOutline | null;
  signedIn: boolean;
  /** The body is in the page already (server render), not in `view` (TutorialData.htmlInPage). */
  htmlInPage: boolean;
  /**
   * What follows the chapter's last tutorial (its quizzes, issue #4): another feature's
   * component, handed in by the route.
   */
  chapterEnd: (chapterId: number) => ReactNode;
}

/** One tutorial as its reader sees it: heading, body, "complete", the chapter's neighbours, comments. */
export function TutorialReader({ view, outline, signedIn, htmlInPage, chapterEnd }: TutorialReaderProps) {
  const revalidator = useRevalidator();
  const { tutorial, chapter, subject, course } = view;
  const body = useHtmlInPage(TUTORIAL_BODY, htmlInPage, tutorial.html, (html) =>
    withoutRepeatedTitle(html, tutorial.topic),
  );
  // KaTeX's fonts block their text until they arrive (font-display: block), then the lines
  // around a formula wrap anew: a phone saw the page shift by a line (CLS 0.22, issue #16). The
  // two fonts every formula uses are asked for with the page, before its stylesheet finds them.
  if (body.includes('class="katex"'))
    for (const href of [katexMainFont, katexMathFont])
      preload(href, { as: "font", type: "font/woff2", crossOrigin: "anonymous", fetchPriority: "low" });
  const place = tutorialPlace(course, subject);
  const level = outline?.subjects.find((s) => s.id === subject.id)?.levels.find((l) => l.id === tutorial.levelId)?.name;

  return (
    <Stack component="article" gap="lg" aria-labelledby="tutorial-title" data-testid="tutorial">
      <TutorialHeading view={view} level={level} />

      <div
        className="tutorial-body"
        data-testid="tutorial-body"
        {...pageHtmlAttribute(TUTORIAL_BODY)}
        // Sanitized and KaTeX-rendered by the API (PRODUCT.md §2).
        dangerouslySetInnerHTML={{ __html: body }}
      />

      {signedIn ? (
        <CompleteButton
          // Another tutorial, or fresh data from the server: start again from what it says.
          key={`${tutorial.id}-${tutorial.completed}`}
          tutorialId={tutorial.id}
          initial={tutorial.completed}
          onSaved={() => void revalidator.revalidate()}
        />
      ) : null}

      <ChapterNeighbours view={view} place={place} />

      {/* The chapter's last tutorial leads on to its quizzes (issue #4). */}
      {view.next === null && chapterEnd(chapter.id)}

      <CommentSection tutorialId={tutorial.id} />
    </Stack>
  );
}
