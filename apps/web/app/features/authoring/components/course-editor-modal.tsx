import { Divider, Modal, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { AuthoringCourse } from "@tq/contract/authoring";
import { errorMessage } from "../../../lib/api-error.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { authoringCourseQuery, courseKeys, createCourse, refreshAuthoring, updateCourse } from "../api.ts";
import { CourseForm } from "./course-form.tsx";
import { CourseLogoField } from "./course-logo-field.tsx";

/** What the modal is doing: creating a course, or editing one (null: closed). */
export type CourseEditing = { kind: "new" } | { kind: "edit"; courseId: number; justCreated?: boolean } | null;

export interface CourseEditorModalProps {
  editing: CourseEditing;
  currency: string;
  onChange: (next: CourseEditing) => void;
}

const EMPTY = { title: "", summary: "", descriptionHtml: "", basePriceMinor: 0, months: 12 };

/** New course (then its logo), or edit one: the form and the logo upload in one modal. */
export function CourseEditorModal({ editing, currency, onChange }: CourseEditorModalProps) {
  const phone = useMediaQuery("(max-width: 36em)");
  const queryClient = useQueryClient();
  const close = () => onChange(null);
  const settle = (course: AuthoringCourse) => {
    queryClient.setQueryData(courseKeys.one(course.id), course);
    return refreshAuthoring(queryClient);
  };

  return (
    <Modal
      opened={editing !== null}
      onClose={close}
      title={editing?.kind === "new" ? "New course" : "Edit the course"}
      size="lg"
      fullScreen={phone}
    >
      {editing?.kind === "new" ? (
        <CourseForm
          initial={EMPTY}
          currency={currency}
          submitLabel="Create the course"
          onCancel={close}
          onSave={async (body) => {
            const course = await createCourse(body);
            await settle(course);
            // The logo needs the course: the modal goes on with the new course, logo first.
            onChange({ kind: "edit", courseId: course.id, justCreated: true });
          }}
        />
      ) : editing?.kind === "edit" ? (
        <EditCourse
          courseId={editing.courseId}
          justCreated={editing.justCreated ?? false}
          currency={currency}
          onSettled={settle}
          onClose={close}
        />
      ) : null}
    </Modal>
  );
}

interface EditCourseProps {
  courseId: number;
  justCreated: boolean;
  currency: string;
  onSettled: (course: AuthoringCourse) => Promise<unknown>;
  onClose: () => void;
}

function EditCourse({ courseId, justCreated, currency, onSettled, onClose }: EditCourseProps) {
  const course = useQuery(authoringCourseQuery(courseId));
  if (course.isPending) return <ContentSkeleton lines={6} label="Loading the course…" />;
  if (course.isError) return <LoadError message={errorMessage(course.error)} onRetry={() => void course.refetch()} />;
  const c = course.data;
  return (
    <Stack gap="md">
      {justCreated ? (
        <Text size="sm" role="status" c="teal">
          “{c.title}” is created as a draft. Add its logo now, or later.
        </Text>
      ) : null}
      <CourseLogoField course={c} onUploaded={(next) => void onSettled(next)} />
      <Divider />
      <CourseForm
        key={c.updatedAt}
        initial={c}
        currency={currency}
        submitLabel="Save the course"
        onCancel={onClose}
        onSave={async (body) => {
          await onSettled(await updateCourse(courseId, body));
          onClose();
        }}
      />
    </Stack>
  );
}
