import { Button, EmptyState, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { IconBooks, IconPlus } from "@tabler/icons-react";
import type { AuthoringCourseList, AuthoringCourseSummary } from "@tq/contract/authoring";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-error.ts";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { deleteCourse, refreshAuthoring, updateCourse } from "../api.ts";
import { ConfirmDeleteModal } from "../../../lib/ui/confirm-delete-modal.tsx";
import { CourseCard } from "./course-card.tsx";
import { CourseEditorModal, type CourseEditing } from "./course-editor-modal.tsx";

export interface CoursesPanelProps {
  list: AuthoringCourseList;
  /** The world director sees everyone's courses: each card names its owner. */
  showOwners: boolean;
}

/** Manage Courses: the caller's courses, new course, edit, publish, delete. */
export function CoursesPanel({ list, showOwners }: CoursesPanelProps) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<CourseEditing>(null);
  const [deleting, setDeleting] = useState<AuthoringCourseSummary | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  // A refused publish is explained at the card's switch, where the teacher is looking.
  const [publishError, setPublishError] = useState<{ courseId: number; text: string } | null>(null);

  async function publish(course: AuthoringCourseSummary, published: boolean) {
    setBusyId(course.id);
    setNotice(null);
    setPublishError(null);
    try {
      await updateCourse(course.id, { status: published ? "published" : "draft" });
      setNotice({
        kind: "success",
        text: published
          ? `“${course.title}” is published: visitors see it on the home page.`
          : `“${course.title}” is back to draft: only its authors see it.`,
      });
      await refreshAuthoring(queryClient);
    } catch (error) {
      setPublishError({ courseId: course.id, text: errorMessage(error) });
    } finally {
      setBusyId(null);
    }
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          {list.courses.length === 1 ? "1 course" : `${list.courses.length} courses`}
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ kind: "new" })}>
          New course
        </Button>
      </Group>

      {notice ? <FormAlert kind={notice.kind}>{notice.text}</FormAlert> : null}

      {list.courses.length === 0 ? (
        <EmptyState
          icon={<IconBooks aria-hidden />}
          title="No courses yet"
          description="Create your first course: give it a title and a price, then add its subjects and chapters."
        />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {list.courses.map((course) => (
            <CourseCard
              key={course.id}
              course={course}
              currency={list.baseCurrency}
              showOwner={showOwners}
              busy={busyId === course.id}
              publishError={publishError?.courseId === course.id ? publishError.text : null}
              onEdit={() => setEditing({ kind: "edit", courseId: course.id })}
              onPublish={(published) => void publish(course, published)}
              onDelete={() => {
                setNotice(null);
                setDeleting(course);
              }}
            />
          ))}
        </SimpleGrid>
      )}

      <CourseEditorModal editing={editing} currency={list.baseCurrency} onChange={setEditing} />
      <ConfirmDeleteModal
        name={deleting?.title ?? null}
        typeToConfirm={deleting && deleting.counts.tutorials > 0 ? deleting.title : undefined}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          const answer = await deleteCourse(deleting.id);
          setNotice({ kind: "success", text: answer.message });
          await refreshAuthoring(queryClient);
        }}
      >
        The course, its subjects, levels, chapters and tutorials are deleted for good. A course that students have
        subscribed to cannot be deleted: unpublish it instead.
      </ConfirmDeleteModal>
    </Stack>
  );
}
