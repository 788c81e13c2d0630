import { Anchor, Card, List, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { chapterPublishedQuery } from "../taking/taking-api.ts";
import { introHref } from "../taking/taking-links.ts";

/**
 * "Quizzes of this chapter" at the end of a chapter's last tutorial: links to each published
 * quiz's intro. Nothing shows while loading or when the chapter has none; a failed load says so
 * quietly (the tutorial itself matters more).
 */
export function AvailableChapterBox({ chapterId }: { chapterId: number }) {
  const list = useQuery(chapterPublishedQuery(chapterId));
  if (list.isPending) return null;
  if (list.isError)
    return (
      <Text size="sm" c="dimmed">
        This chapter&apos;s quizzes could not be loaded.
      </Text>
    );
  const c = list.data;
  if (c.quizzes.length === 0) return null;
  return (
    <Card withBorder component="section" aria-labelledby="chapter-quizzes-title" data-testid="chapter-quizzes">
      <Title order={2} size="h4" id="chapter-quizzes-title" mb="xs">
        Quizzes of this chapter
      </Title>
      <List spacing={4}>
        {c.quizzes.map((q) => (
          <List.Item key={q.id}>
            <Anchor
              component={Link}
              to={introHref({
                quizId: q.id,
                quizTitle: q.title,
                kind: "chapter",
                courseId: c.courseId,
                courseTitle: c.courseTitle,
                courseLogoUrl: null,
                subjectId: c.subjectId,
                subjectTitle: c.subjectTitle,
                chapterId: c.chapterId,
                chapterTitle: null,
                firstTutorial: c.firstTutorial,
              })}
            >
              {q.title}
            </Anchor>{" "}
            <Text span size="sm" c="dimmed">
              {q.questionCount} {q.questionCount === 1 ? "question" : "questions"}
              {q.timeLimitMinutes !== null ? ` · ${q.timeLimitMinutes} min` : ""}
            </Text>
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
