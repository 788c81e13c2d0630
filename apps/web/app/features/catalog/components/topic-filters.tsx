import { Button, Group, Select } from "@mantine/core";
import type { TutorialFilter } from "../outline-stats.ts";

const DIFFICULTIES = [
  { value: "", label: "Any difficulty" },
  { value: "1", label: "1 — easiest" },
  { value: "2", label: "2" },
  { value: "3", label: "3" },
  { value: "4", label: "4" },
  { value: "5", label: "5 — hardest" },
];

/** Level and difficulty filters of topicsview ("" in a select means any). */
export function TopicFilters({
  levels,
  value,
  onChange,
}: {
  levels: readonly { id: number; name: string }[];
  value: TutorialFilter;
  onChange: (next: TutorialFilter) => void;
}) {
  const filtered = value.levelId !== null || value.difficulty !== null;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="topic-filters">
      <Select
        label="Level"
        data={[{ value: "", label: "All levels" }, ...levels.map((l) => ({ value: String(l.id), label: l.name }))]}
        value={value.levelId === null ? "" : String(value.levelId)}
        onChange={(v) => onChange({ ...value, levelId: v ? Number(v) : null })}
        allowDeselect={false}
        w={{ base: "100%", xs: 200 }}
        data-testid="filter-level"
      />
      <Select
        label="Difficulty"
        data={DIFFICULTIES}
        value={value.difficulty === null ? "" : String(value.difficulty)}
        onChange={(v) => onChange({ ...value, difficulty: v ? Number(v) : null })}
        allowDeselect={false}
        w={{ base: "100%", xs: 200 }}
        data-testid="filter-difficulty"
      />
      {filtered ? (
        <Button variant="subtle" onClick={() => onChange({ levelId: null, difficulty: null })}>
          Clear filters
        </Button>
      ) : null}
    </Group>
  );
}
