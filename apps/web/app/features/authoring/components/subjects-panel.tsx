import { Anchor, Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { IconListNumbers, IconStairs } from "@tabler/icons-react";
import { SubjectBody, SubjectTitle, type AuthoringCourse, type AuthoringSubject } from "@tq/contract/authoring";
import { hrefTo } from "@tq/contract/paths";
import { useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../../lib/api-error.ts";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { courseKeys, createSubject, deleteSubject, refreshAuthoring, renameSubject, reorderSubjects } from "../api.ts";
import { AddItemForm } from "../../../lib/ui/add-item-form.tsx";
import { ConfirmDeleteModal } from "../../../lib/ui/confirm-delete-modal.tsx";
import { EmptyList } from "../../../lib/ui/empty-list.tsx";
import { StructureList } from "./structure-list.tsx";

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** A course's subjects: add, rename in place, reorder (drag or arrows), delete; links to levels and tutorials. */
export function SubjectsPanel({ course }: { course: AuthoringCourse }) {
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<AuthoringSubject | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => refreshAuthoring(queryClient);
  const place = (s: AuthoringSubject) => ({ subjectid: s.id, subjectname: s.title });

  return (
    <Stack gap="lg">
      {course.canManage ? (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="add-subject">
          <Title order={2} fz="lg" id="add-subject" mb="xs">
            Add a subject
          </Title>
          <AddItemForm
            field="title"
            schema={SubjectBody}
            label="Subject title"
            placeholder="e.g. Algebra"
            submitLabel="Add the subject"
            onAdd={async (body) => {
              await createSubject(course.id, body);
              await refresh();
            }}
          />
        </Paper>
      ) : null}

      {error ? <FormAlert kind="error">{error}</FormAlert> : null}

      <Stack gap="xs" component="section" aria-labelledby="subject-list">
        <Title order={2} fz="lg" id="subject-list">
          {plural(course.subjects.length, "subject")}
        </Title>
        {course.subjects.length === 0 ? (
          <EmptyList>
            {course.canManage
              ? "Add the course's first subject above. The course can be published once one of its tutorials is."
              : "This course has no subjects yet."}
          </EmptyList>
        ) : (
          <StructureList
            items={course.subjects}
            kind="subject"
            nameOf={(s) => s.title}
            nameSchema={SubjectTitle}
            canEdit={course.canManage}
            onReorder={async (ids) => {
              setError(null);
              try {
                const answer = await reorderSubjects(course.id, ids);
                queryClient.setQueryData(courseKeys.one(course.id), { ...course, subjects: answer.subjects });
              } catch (e) {
                setError(`The new order was not saved: ${errorMessage(e)}`);
              }
              await refresh();
            }}
            onRename={async (s, title) => {
              await renameSubject(s.id, { title });
              await refresh();
            }}
            onDelete={(s) => setDeleting(s)}
            renderDetails={(s) => (
              <>
                <Badge variant="light" color="gray">
                  {plural(s.chapters.length, "chapter")}
                </Badge>
                <Anchor component={Link} to={hrefTo("levels", place(s))} size="sm">
                  <Group gap={4} wrap="nowrap">
                    <IconStairs size={16} aria-hidden />
                    {/* One string: Group drops falsy children, so a bare {0} vanished ("Levels ()"). */}
                    {plural(s.levels.length, "level")}
                  </Group>
                </Anchor>
                <Anchor
                  component={Link}
                  to={hrefTo("tutorial", { ...place(s), courseid: course.id, coursename: course.title })}
                  size="sm"
                >
                  <Group gap={4} wrap="nowrap">
                    <IconListNumbers size={16} aria-hidden />
                    Tutorials
                  </Group>
                </Anchor>
              </>
            )}
          />
        )}
        {course.canManage && course.subjects.length > 1 ? (
          <Text size="xs" c="dimmed">
            Drag a subject by its handle (or focus the handle, press Space, then the arrow keys), or use its arrows.
          </Text>
        ) : null}
      </Stack>

      <ConfirmDeleteModal
        name={deleting?.title ?? null}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteSubject(deleting.id);
          await refresh();
        }}
      >
        The subject and its levels are deleted. A subject that still has chapters cannot be deleted.
      </ConfirmDeleteModal>
    </Stack>
  );
}
