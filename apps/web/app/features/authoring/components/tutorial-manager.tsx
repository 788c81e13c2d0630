import { ActionIcon, Anchor, Badge, Button, Card, Group, Menu, Modal, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { IconDots, IconEye, IconPencil, IconPlus, IconTrash, IconWorld, IconWorldOff } from "@tabler/icons-react";
import type { AuthoringTutorial, AuthoringTutorialEntry, SubjectTutorials } from "@tq/contract/authoring";
import { useState } from "react";
import { Link } from "react-router";
import { hrefTo } from "@tq/contract/paths";
import { errorMessage } from "../../../lib/api-error.ts";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { deleteTutorial, reorderTutorials, tutorialKeys, updateTutorial } from "../tutorial-api.ts";
import { NewTutorialModal } from "./new-tutorial-modal.tsx";
import { SortableList } from "../../../lib/ui/sortable-list.tsx";

interface TutorialManagerProps {
  data: SubjectTutorials;
  onEdit: (tutorialId: number) => void;
  previewHref: (tutorialId: number) => string;
  /** Where chapters are added (the course's chapters screen). */
  chaptersHref: string;
}

type Chapter = SubjectTutorials["chapters"][number];

/** A subject's tutorials by chapter: add, open in the editor, preview, publish, delete, reorder. */
export function TutorialManager({ data, onEdit, previewHref, chaptersHref }: TutorialManagerProps) {
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState<Chapter | null>(null);
  const [deleting, setDeleting] = useState<AuthoringTutorialEntry | null>(null);
  const [error, setError] = useState<string | null>(null);
  const levelName = new Map(data.levels.map((l) => [l.id, l.name]));
  const refresh = () => queryClient.invalidateQueries({ queryKey: tutorialKeys.subject(data.subject.id) });

  const act = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      await refresh();
    }
  };

  if (data.chapters.length === 0) {
    return (
      <Card withBorder padding="lg">
        <Text mb="sm">This subject has no chapters yet: tutorials live in chapters.</Text>
        {data.course.canManage ? (
          <Anchor href={chaptersHref}>Add chapters on the Chapters screen</Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            The course's teacher adds chapters.
          </Text>
        )}
      </Card>
    );
  }

  return (
    <Stack gap="md">
      {error && <FormAlert kind="error">{error}</FormAlert>}
      {data.chapters.map((chapter) => (
        <Card key={chapter.id} withBorder padding="md" component="section" aria-labelledby={`chapter-${chapter.id}`}>
          <Group justify="space-between" mb="sm" wrap="wrap">
            <Title order={2} size="h4" id={`chapter-${chapter.id}`}>
              Chapter {chapter.number} · {chapter.title}
            </Title>
            <Group gap="xs">
              <Anchor
                component={Link}
                size="sm"
                to={hrefTo("chapterquiz", {
                  chapterId: chapter.id,
                  chapterNumber: chapter.number,
                  courseId: data.course.id,
                  subjectId: data.subject.id,
                  subjectName: data.subject.title,
                })}
              >
                Quizzes of this chapter
              </Anchor>
              <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setAdding(chapter)}>
                Add a tutorial
              </Button>
            </Group>
          </Group>
          {chapter.tutorials.length === 0 ? (
            <Text size="sm" c="dimmed">
              No tutorials in this chapter yet.
            </Text>
          ) : (
            <SortableList
              items={chapter.tutorials}
              nameOf={(t) => t.topic}
              onReorder={(ids) => act(() => reorderTutorials(chapter.id, { ids }))}
              renderItem={(t, controls) => (
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                    {controls}
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Anchor
                        component="button"
                        type="button"
                        onClick={() => onEdit(t.id)}
                        fw={500}
                        ta="left"
                        lineClamp={2}
                      >
                        {t.topic}
                      </Anchor>
                      <Group gap={4}>
                        <Badge size="sm" color={t.status === "published" ? "teal" : "gray"} variant="light">
                          {t.status === "published" ? "Published" : "Draft"}
                        </Badge>
                        {t.freePreview && (
                          <Badge size="sm" color="blue" variant="light">
                            Free preview
                          </Badge>
                        )}
                        {t.levelId !== null && (
                          <Badge size="sm" variant="outline">
                            {levelName.get(t.levelId) ?? "Level"}
                          </Badge>
                        )}
                        <Badge size="sm" variant="outline" color="gray">
                          Difficulty {t.difficulty}
                        </Badge>
                        {t.hasDraft && (
                          <Badge size="sm" color="orange" variant="light">
                            Unsaved draft
                          </Badge>
                        )}
                      </Group>
                    </Stack>
                  </Group>
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${t.topic}`}>
                        <IconDots size={18} />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => onEdit(t.id)}>
                        Edit
                      </Menu.Item>
                      <Menu.Item leftSection={<IconEye size={14} />} component="a" href={previewHref(t.id)}>
                        Preview as a student
                      </Menu.Item>
                      <Menu.Item
                        leftSection={t.status === "published" ? <IconWorldOff size={14} /> : <IconWorld size={14} />}
                        onClick={() =>
                          void act(() =>
                            updateTutorial(t.id, { status: t.status === "published" ? "draft" : "published" }),
                          )
                        }
                      >
                        {t.status === "published" ? "Unpublish" : "Publish"}
                      </Menu.Item>
                      <Menu.Divider />
                      <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => setDeleting(t)}>
                        Delete
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </Group>
              )}
            />
          )}
        </Card>
      ))}
      <NewTutorialModal
        chapter={adding}
        levels={data.levels}
        onClose={() => setAdding(null)}
        onCreated={(created: AuthoringTutorial) => {
          setAdding(null);
          void refresh();
          onEdit(created.id);
        }}
      />
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete this tutorial?">
        <Text size="sm" mb="md">
          “{deleting?.topic}” is deleted with its comments and readers' progress. This cannot be undone.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setDeleting(null)}>
            Keep it
          </Button>
          <Button
            color="red"
            onClick={() => {
              const target = deleting;
              setDeleting(null);
              if (target) void act(() => deleteTutorial(target.id));
            }}
          >
            Delete
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
