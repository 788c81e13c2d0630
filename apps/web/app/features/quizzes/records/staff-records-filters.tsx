import { Button, Group, SegmentedControl, Select, Stack, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconChevronDown, IconChevronUp, IconSearch } from "@tabler/icons-react";
import type { RecordChoices } from "@tq/contract/quiz-records";
import { useState } from "react";
import "@mantine/core/styles/SegmentedControl.css";
import type { FilterKey, FilterValues } from "./records-filters.ts";
import { DateRangeInputs } from "../../../lib/ui/date-range-inputs.tsx";

const STATUS = [
  { value: "submitted", label: "Submitted" },
  { value: "in_progress", label: "In progress" },
  { value: "awaiting_marking", label: "Awaiting marking" },
];
const MODES = [
  { value: "exam", label: "Exams" },
  { value: "practice", label: "Practice" },
];

interface Props {
  filters: FilterValues;
  /** The courses and quizzes to choose from (null until the first page arrives). */
  choices: RecordChoices | null;
  onChange: (key: FilterKey, value: string | null) => void;
}

/**
 * The records' filters: a student search, course, quiz, status; behind "More filters" (open when
 * one of them is set) the kind, mode, a date range and the order.
 */
export function StaffRecordsFilters({ filters, choices, onChange }: Props) {
  const [q, setQ] = useState(filters.q ?? "");
  const extras = (["kind", "mode", "from", "to", "order"] as const).filter((k) => filters[k] !== undefined).length;
  const [more, setMore] = useState(extras > 0);
  const search = useDebouncedCallback((value: string) => onChange("q", value.trim() || null), 350);
  const select = { clearable: true, w: { base: "100%", xs: 200 } } as const;
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          label="Student"
          placeholder="Name or email"
          leftSection={<IconSearch size={16} aria-hidden />}
          w={{ base: "100%", xs: 240 }}
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            search(e.currentTarget.value);
          }}
        />
        <Select
          label="Course"
          placeholder="All my courses"
          {...select}
          data={(choices?.courses ?? []).map((c) => ({ value: String(c.id), label: c.title }))}
          value={filters.courseId ?? null}
          onChange={(v) => onChange("courseId", v)}
        />
        <Select
          label="Quiz"
          placeholder="All quizzes"
          searchable
          {...select}
          data={(choices?.quizzes ?? []).map((x) => ({ value: String(x.id), label: x.title }))}
          value={filters.quizId ?? null}
          onChange={(v) => onChange("quizId", v)}
        />
        <Select
          label="Status"
          placeholder="Any status"
          {...select}
          data={STATUS}
          value={filters.status ?? null}
          onChange={(v) => onChange("status", v)}
        />
        <Button
          variant="subtle"
          aria-expanded={more}
          rightSection={more ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
          onClick={() => setMore((m) => !m)}
        >
          {extras > 0 ? `More filters (${extras})` : "More filters"}
        </Button>
      </Group>
      {more && (
        <Group gap="sm" wrap="wrap" align="flex-end">
          <Select
            label="Mode"
            placeholder="Exams and practice"
            {...select}
            data={MODES}
            value={filters.mode ?? null}
            onChange={(v) => onChange("mode", v)}
          />
          <DateRangeInputs from={filters.from} to={filters.to} onChange={onChange} />
          <SegmentedControl
            aria-label="Quiz kind"
            value={filters.kind ?? "all"}
            onChange={(v) => onChange("kind", v === "all" ? null : v)}
            data={[
              { value: "all", label: "All" },
              { value: "chapter", label: "Chapter" },
              { value: "subject", label: "Subject" },
            ]}
          />
          <Button
            variant="subtle"
            onClick={() => onChange("order", filters.order === "oldest" ? null : "oldest")}
            aria-label={
              filters.order === "oldest" ? "Oldest first: show newest first" : "Newest first: show oldest first"
            }
          >
            {filters.order === "oldest" ? "Oldest first" : "Newest first"}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
