import { Anchor, Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { IconListDetails } from "@tabler/icons-react";
import {
  ChapterBody,
  ChapterTitle,
  type AuthoringChapter,
  type AuthoringCourse,
  type AuthoringSubject,
} from "@tq/contract/authoring";
import { hrefTo } from "@tq/contract/paths";
import { useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../../lib/api-error.ts";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { createChapter, deleteChapter, refreshAuthoring, renameChapter, reorderChapters } from "../api.ts";
import { AddItemForm } from "../../../lib/ui/add-item-form.tsx";
import { ConfirmDeleteModal } from "../../../lib/ui/confirm-delete-modal.tsx";
import { EmptyList } from "../../../lib/ui/empty-list.tsx";
import { StructureList } from "./structure-list.tsx";

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** One subject's numbered chapters: add (next number), rename, reorder (renumbers), delete; its tutorials' screen. */
export function ChaptersPanel({ course, subject }: { course: AuthoringCourse; subject: AuthoringSubject }) {
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<AuthoringChapter | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => refreshAuthoring(queryClient);
  const canEdit = course.canManage;
  const tutorialsHref = hrefTo("tutorial", {
    subjectid: subject.id,
    subjectname: subject.title,
    courseid: course.id,
    coursename: course.title,
  });

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed">
          {plural(subject.chapters.length, "chapter")} ·{" "}
          {plural(
            subject.chapters.reduce((n, c) => n + c.tutorialCount, 0),
            "tutorial",
          )}
        </Text>
        <Button
          component={Link}
          to={tutorialsHref}
          variant="light"
          leftSection={<IconListDetails size={16} aria-hidden />}
        >
          Tutorials of {subject.title}
        </Button>
      </Group>

      {canEdit ? (
        <Paper withBorder p="md" radius="md" component="section" aria-label={`Add a chapter to ${subject.title}`}>
          <AddItemForm
            field="title"
            schema={ChapterBody}
            label="New chapter title"
            placeholder="e.g. Linear equations"
            submitLabel="Add the chapter"
            onAdd={async (body) => {
              await createChapter(subject.id, body);
              await refresh();
            }}
          />
        </Paper>
      ) : null}

      {error ? <FormAlert kind="error">{error}</FormAlert> : null}

      {subject.chapters.length === 0 ? (
        <EmptyList>
          {canEdit ? "Add the subject's first chapter above." : "This subject has no chapters yet."}
        </EmptyList>
      ) : (
        <Stack gap="xs" component="section" aria-label={`Chapters of ${subject.title}`}>
          <StructureList
            items={subject.chapters}
            kind="chapter"
            nameOf={(c) => c.title}
            nameSchema={ChapterTitle}
            canEdit={canEdit}
            onReorder={async (ids) => {
              setError(null);
              try {
                await reorderChapters(subject.id, ids);
              } catch (e) {
                setError(`The new order was not saved: ${errorMessage(e)}`);
              }
              await refresh();
            }}
            onRename={async (c, title) => {
              await renameChapter(c.id, { title });
              await refresh();
            }}
            onDelete={(c) => setDeleting(c)}
            renderLead={(c) => (
              <Badge variant="outline" radius="sm" style={{ flex: "none" }} aria-label={`Chapter ${c.number}`}>
                {c.number}
              </Badge>
            )}
            renderDetails={(c) => (
              <Anchor component={Link} to={tutorialsHref} size="sm">
                {plural(c.tutorialCount, "tutorial")} ({c.publishedTutorialCount} published)
              </Anchor>
            )}
          />
          {canEdit && subject.chapters.length > 1 ? (
            <Text size="xs" c="dimmed">
              Moving a chapter renumbers the chapters in their new order.
            </Text>
          ) : null}
        </Stack>
      )}

      <ConfirmDeleteModal
        name={deleting ? `Chapter ${deleting.number}: ${deleting.title}` : null}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteChapter(deleting.id);
          await refresh();
        }}
      >
        The chapters after it move up one number. A chapter that still has tutorials cannot be deleted.
      </ConfirmDeleteModal>
    </Stack>
  );
}
