import { ScrollArea, Tabs } from "@mantine/core";
import type { CourseOutline, SubjectOutline } from "@tq/contract/catalog";
import { useNavigate } from "react-router";
import { topicsHref } from "../catalog-links.ts";

/** The course's subjects as tabs above the topics; choosing one opens its topics page. */
export function SubjectTabs({ outline, current }: { outline: CourseOutline; current: SubjectOutline }) {
  const navigate = useNavigate();
  const { course, subjects } = outline;
  return (
    <ScrollArea type="auto" scrollbars="x" offsetScrollbars>
      <Tabs
        value={String(current.id)}
        onChange={(value) => {
          const next = subjects.find((s) => String(s.id) === value);
          if (next) void navigate(topicsHref(course, next));
        }}
        aria-label="Subjects of this course"
        data-testid="subject-tabs"
      >
        <Tabs.List style={{ flexWrap: "nowrap" }}>
          {subjects.map((s) => (
            <Tabs.Tab key={s.id} value={String(s.id)}>
              {s.title}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </ScrollArea>
  );
}
