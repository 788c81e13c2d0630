import { Group, SegmentedControl, Select } from "@mantine/core";
import type { MarkingStatus } from "@tq/contract/quiz-marking";
import "@mantine/core/styles/SegmentedControl.css";

interface MarkingQueueFiltersProps {
  status: MarkingStatus;
  onStatus: (status: MarkingStatus) => void;
  /** The marker's courses (every course when undefined is chosen). */
  courses: readonly { id: number; title: string }[];
  courseId: number | undefined;
  onCourse: (courseId: number | undefined) => void;
}

/** Which answers the queue shows: waiting or marked, in one course or all the marker's. */
export function MarkingQueueFilters({ status, onStatus, courses, courseId, onCourse }: MarkingQueueFiltersProps) {
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <SegmentedControl
        aria-label="Which answers"
        value={status}
        onChange={(v) => onStatus(v as MarkingStatus)}
        data={[
          { value: "waiting", label: "Waiting" },
          { value: "marked", label: "Marked" },
        ]}
      />
      <Select
        label="Course"
        placeholder="All my courses"
        clearable
        w={{ base: "100%", xs: 300 }}
        data={courses.map((c) => ({ value: String(c.id), label: c.title }))}
        value={courseId ? String(courseId) : null}
        onChange={(v) => onCourse(v ? Number(v) : undefined)}
      />
    </Group>
  );
}
