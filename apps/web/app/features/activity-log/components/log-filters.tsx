import { Button, Checkbox, Group, Select, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import type { LogChoices } from "@tq/contract/activity-log";
import { useState } from "react";
import "@mantine/core/styles/Checkbox.css";
import { actionChoices, type LogFilterKey, type LogFilterValues } from "../api.ts";
import { DateRangeInputs } from "../../../lib/ui/date-range-inputs.tsx";

interface Props {
  filters: LogFilterValues;
  choices: LogChoices | null;
  onChange: (key: LogFilterKey, value: string | null) => void;
  onClear: () => void;
}

/** A text filter typed into: applied 400 ms after the last key, so typing does not flood the server. */
function TypedFilter(props: {
  label: string;
  placeholder: string;
  value: string | undefined;
  onApply: (v: string | null) => void;
  search?: boolean;
  w?: object;
  disabled?: boolean;
}) {
  const [text, setText] = useState(props.value ?? "");
  const apply = useDebouncedCallback((v: string) => props.onApply(v.trim() || null), 400);
  return (
    <TextInput
      label={props.label}
      placeholder={props.placeholder}
      leftSection={props.search ? <IconSearch size={16} aria-hidden /> : undefined}
      w={props.w ?? { base: "100%", xs: 220 }}
      disabled={props.disabled}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        apply(e.currentTarget.value);
      }}
    />
  );
}

/** View Log's filters: who, who really, what, on what, when, and only act-as entries. */
export function LogFilters({ filters, choices, onChange, onClear }: Props) {
  const filtered = Object.keys(filters).length > 0;
  // Remounting the typed inputs on "Clear" empties them.
  const [generation, setGeneration] = useState(0);
  return (
    <Group gap="sm" wrap="wrap" align="flex-end" key={generation}>
      <TypedFilter
        label="Actor"
        placeholder="Name, email or id"
        search
        value={filters.actor}
        onApply={(v) => onChange("actor", v)}
      />
      <TypedFilter
        label="Real actor"
        placeholder="Who acted as them"
        search
        value={filters.realActor}
        onApply={(v) => onChange("realActor", v)}
      />
      <Select
        label="Action"
        placeholder="Any action"
        searchable
        clearable
        w={{ base: "100%", xs: 240 }}
        data={actionChoices(choices?.actions ?? [])}
        value={filters.action ?? null}
        onChange={(v) => onChange("action", v)}
        nothingFoundMessage="No such action in the log"
      />
      <Select
        label="Target type"
        placeholder="Any target"
        searchable
        clearable
        w={{ base: "100%", xs: 180 }}
        data={choices?.targetTypes ?? []}
        value={filters.targetType ?? null}
        onChange={(v) => {
          onChange("targetType", v);
          // An id means nothing without its type (the server refuses one alone).
          if (!v) onChange("targetId", null);
        }}
      />
      <TypedFilter
        key={filters.targetType ?? "none"}
        label="Target id"
        placeholder={filters.targetType ? "e.g. 42" : "Pick a type first"}
        disabled={!filters.targetType}
        w={{ base: "100%", xs: 110 }}
        value={filters.targetId}
        onApply={(v) => onChange("targetId", v)}
      />
      <DateRangeInputs from={filters.from} to={filters.to} onChange={onChange} />
      <Checkbox
        label="Only acting as another"
        mb={8}
        checked={filters.actingAs === "true"}
        onChange={(e) => onChange("actingAs", e.currentTarget.checked ? "true" : null)}
      />
      {filtered && (
        <Button
          variant="subtle"
          onClick={() => {
            onClear();
            setGeneration((g) => g + 1);
          }}
        >
          Clear filters
        </Button>
      )}
    </Group>
  );
}
