import { Anchor, Stack, Text } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { OrderedCourse } from "@tq/contract/site-admin";
import { useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../../lib/api-error.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { SortableList, SortableRowLayout } from "../../../lib/ui/sortable-list.tsx";
import { courseOrderQuery, saveCourseOrder, settingsKeys } from "../api.ts";

/** courseordering: the published courses as home lists them; drag, or use the arrows, to reorder. Saved at once. */
export function CourseOrderList() {
  const queryClient = useQueryClient();
  const query = useQuery(courseOrderQuery());
  const [notice, setNotice] = useState<{ kind: "success" | "error"; text: string } | null>(null);

  const reorder = async (ids: number[]) => {
    setNotice(null);
    try {
      queryClient.setQueryData(settingsKeys.courseOrder, await saveCourseOrder(ids));
      setNotice({ kind: "success", text: "Order saved. The home page shows the courses in this order now." });
    } catch (error) {
      setNotice({ kind: "error", text: errorMessage(error) });
      await queryClient.invalidateQueries({ queryKey: settingsKeys.courseOrder });
    }
  };

  if (query.isPending) return <ContentSkeleton lines={6} label="Loading the courses…" />;
  if (query.isError) return <LoadError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  const list = query.data.courses;
  return (
    <Stack gap="md" maw={760}>
      {notice ? <FormAlert kind={notice.kind}>{notice.text}</FormAlert> : null}
      {list.length === 0 ? (
        <Text c="dimmed">No published course yet. Courses appear here once their teachers publish them.</Text>
      ) : (
        <SortableList<OrderedCourse>
          items={list}
          label="Published courses in home page order"
          nameOf={(c) => c.title}
          onReorder={reorder}
          renderItem={(course, controls, index) => (
            <div data-testid="ordered-course">
              <SortableRowLayout controls={controls}>
                <Text fw={600}>
                  {index + 1}. {course.title}
                </Text>
                <Text size="sm" c="dimmed">
                  by {course.ownerName}
                </Text>
              </SortableRowLayout>
            </div>
          )}
        />
      )}
      <Text size="sm">
        <Anchor component={Link} to="/home">
          See the home page
        </Anchor>
      </Text>
    </Stack>
  );
}
