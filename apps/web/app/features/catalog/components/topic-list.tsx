import { Badge, Group, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import type { ChapterOutline, SubjectOutline, TutorialEntry } from "@tq/contract/catalog";
import { Link } from "react-router";
import { matchesFilter, orderedChapters, type TutorialFilter } from "../outline-stats.ts";
import { tutorialHref, type TutorialPlace } from "@tq/contract/tutorial-href";
import { Difficulty } from "./difficulty.tsx";
import { TutorialFlags } from "./tutorial-flags.tsx";
import "./catalog.css";

function TopicRow({
  tutorial,
  level,
  place,
}: {
  tutorial: TutorialEntry;
  level: string | undefined;
  place: TutorialPlace;
}) {
  return (
    <li>
      <UnstyledButton
        component={Link}
        to={tutorialHref(tutorial, place)}
        className="catalog-row-link"
        display="block"
        w="100%"
        px="sm"
        py="xs"
        style={{ borderRadius: "var(--mantine-radius-sm)" }}
        data-testid="topic-row"
        data-open={tutorial.open ? "true" : "false"}
      >
        <Stack gap={6}>
          <Text fw={600} c={tutorial.open ? undefined : "dimmed"}>
            {tutorial.topic}
          </Text>
          <Group gap="sm" wrap="wrap">
            {level ? (
              <Badge variant="light" size="sm">
                {level}
              </Badge>
            ) : null}
            <Difficulty value={tutorial.difficulty} withLabel={false} testId="topic-difficulty" />
            <TutorialFlags tutorial={tutorial} />
          </Group>
        </Stack>
      </UnstyledButton>
    </li>
  );
}

function ChapterSection({
  chapter,
  shown,
  levels,
  place,
}: {
  chapter: ChapterOutline;
  shown: TutorialEntry[];
  levels: Map<number, string>;
  place: TutorialPlace;
}) {
  const titleId = `chapter-${chapter.id}-title`;
  return (
    <Stack component="section" gap="xs" aria-labelledby={titleId} data-testid="topic-chapter">
      <Title order={2} fz="lg" id={titleId}>
        Chapter {chapter.number} · {chapter.title}
      </Title>
      {chapter.tutorials.length === 0 ? (
        <Text size="sm" c="dimmed">
          No tutorials in this chapter yet.
        </Text>
      ) : shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          None of this chapter&apos;s tutorials match the filters.
        </Text>
      ) : (
        <Stack gap={2} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {shown.map((t) => (
            <TopicRow
              key={t.id}
              tutorial={t}
              level={t.levelId === null ? undefined : levels.get(t.levelId)}
              place={place}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The subject's tutorials grouped by chapter ("Chapter 3 · Title"), filtered; each links to tutorialview. */
export function TopicList({
  subject,
  place,
  filter,
}: {
  subject: SubjectOutline;
  place: TutorialPlace;
  filter: TutorialFilter;
}) {
  const levels = new Map(subject.levels.map((l) => [l.id, l.name]));
  return (
    <Stack gap="xl" data-testid="topic-list">
      {orderedChapters(subject).map((chapter) => (
        <ChapterSection
          key={chapter.id}
          chapter={chapter}
          shown={chapter.tutorials.filter((t) => matchesFilter(t, filter))}
          levels={levels}
          place={place}
        />
      ))}
    </Stack>
  );
}
