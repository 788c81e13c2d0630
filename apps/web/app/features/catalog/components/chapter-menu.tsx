import { NavLink, Text } from "@mantine/core";
import type { CourseOutline, TutorialEntry } from "@tq/contract/catalog";
import { IconBook2, IconCircleCheckFilled, IconFileText } from "@tabler/icons-react";
import { Link } from "react-router";
import { tutorialHref, tutorialPlace, type TutorialPlace } from "@tq/contract/tutorial-href";

function CompletedMark({ completed }: { completed: boolean }) {
  if (!completed) return null;
  return (
    <IconCircleCheckFilled
      size={16}
      color="var(--mantine-color-teal-6)"
      aria-label="Completed"
      role="img"
      data-testid="menu-completed"
    />
  );
}

function TutorialLink({
  tutorial,
  place,
  currentId,
  label,
  icon,
}: {
  tutorial: TutorialEntry;
  place: TutorialPlace;
  currentId: number;
  label: string;
  icon?: boolean;
}) {
  const current = tutorial.id === currentId;
  return (
    <NavLink
      component={Link}
      to={tutorialHref(tutorial, place)}
      label={label}
      leftSection={icon ? <IconFileText size={20} stroke={1.6} aria-hidden /> : undefined}
      rightSection={<CompletedMark completed={tutorial.completed} />}
      active={current}
      aria-current={current ? "page" : undefined}
      data-testid="menu-entry"
    />
  );
}

/**
 * The side menu while a tutorial is open (spec §2): the chapters of the current course and
 * subject. A chapter with several tutorials is a collapsible group, opened when it holds the
 * current tutorial; a chapter with one tutorial is a direct link to it.
 */
export function ChapterMenu({
  outline,
  subjectId,
  currentId,
}: {
  outline: CourseOutline;
  subjectId: number;
  currentId: number;
}) {
  const subject = outline.subjects.find((s) => s.id === subjectId);
  if (!subject) return null;
  const place = tutorialPlace(outline.course, subject);
  const chapters = [...subject.chapters]
    .sort((a, b) => a.number - b.number)
    .map((c) => ({ ...c, tutorials: [...c.tutorials].sort((a, b) => a.index - b.index) }))
    .filter((c) => c.tutorials.length > 0);

  // The navbar scrolls natively (shell/app-frame.tsx): no ScrollArea, no Floating UI on the reading page.
  return (
    <nav aria-labelledby="side-menu-title" data-testid="side-menu" data-menu-kind="Chapters">
      <Text id="side-menu-title" component="h2" size="sm" fw={700} px="sm" pt="xs" data-testid="menu-title">
        {outline.course.title}
      </Text>
      <Text size="xs" c="dimmed" px="sm" pb="xs" data-testid="menu-subject">
        {subject.title}
      </Text>
      {chapters.map((chapter) => {
        const label = `Chapter ${chapter.number}: ${chapter.title}`;
        const [only] = chapter.tutorials;
        if (chapter.tutorials.length === 1 && only) {
          return (
            <TutorialLink key={chapter.id} tutorial={only} place={place} currentId={currentId} label={label} icon />
          );
        }
        const holdsCurrent = chapter.tutorials.some((t) => t.id === currentId);
        return (
          <NavLink
            key={chapter.id}
            component="button"
            type="button"
            label={label}
            leftSection={<IconBook2 size={20} stroke={1.6} aria-hidden />}
            defaultOpened={holdsCurrent}
            childrenOffset={28}
            data-testid="menu-group"
          >
            {chapter.tutorials.map((t) => (
              <TutorialLink key={t.id} tutorial={t} place={place} currentId={currentId} label={t.topic} />
            ))}
          </NavLink>
        );
      })}
    </nav>
  );
}
