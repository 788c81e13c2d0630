import { Button, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { SelectorBody, type AuthoringQuiz, type AuthoringSelector } from "@tq/contract/quizzes";
import { useState } from "react";
import "@mantine/core/styles/NumberInput.css";
import "@mantine/core/styles/Pill.css";
import "@mantine/core/styles/PillsInput.css";
import { ApiError, errorMessage } from "../../../lib/api-error.ts";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { previewPool } from "./api.ts";
import { issuesToErrors } from "./form-values.ts";

interface SelectorValues {
  count: number | string;
  chapterIds: string[];
  levelIds: string[];
  difficultyMin: string;
  difficultyMax: string;
}

const DIFFICULTIES = ["1", "2", "3", "4", "5"];

function valuesOf(selector: AuthoringSelector | null): SelectorValues {
  return {
    count: selector?.count ?? 5,
    chapterIds: (selector?.chapterIds ?? []).map(String),
    levelIds: (selector?.levelIds ?? []).map(String),
    difficultyMin: String(selector?.difficultyMin ?? 1),
    difficultyMax: String(selector?.difficultyMax ?? 5),
  };
}

function bodyOf(v: SelectorValues) {
  return SelectorBody.safeParse({
    count: typeof v.count === "number" ? v.count : Number(v.count || Number.NaN),
    chapterIds: v.chapterIds.map(Number),
    levelIds: v.levelIds.map(Number),
    difficultyMin: Number(v.difficultyMin),
    difficultyMax: Number(v.difficultyMax),
  });
}

export interface SelectorFormProps {
  quiz: AuthoringQuiz;
  sectionId: number;
  /** The selector being edited; null for a new one. */
  selector: AuthoringSelector | null;
  onSave: (body: SelectorBody) => Promise<unknown>;
  onCancel?: () => void;
}

/** "N questions from these chapters, at these levels, difficulty a to b", with the pool it would draw from. */
export function SelectorForm({ quiz, sectionId, selector, onSave, onCancel }: SelectorFormProps) {
  const [values, setValues] = useState(() => valuesOf(selector));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [debounced] = useDebouncedValue(values, 400);
  const preview = bodyOf(debounced);
  const pool = useQuery({
    queryKey: ["quizzes", "authoring", "pool-preview", sectionId, preview.success ? preview.data : null],
    queryFn: ({ signal }) => (preview.success ? previewPool(sectionId, preview.data, signal) : null),
    enabled: preview.success,
    staleTime: 30_000,
  });
  const set = (patch: Partial<SelectorValues>) => setValues((v) => ({ ...v, ...patch }));

  const save = async () => {
    setMessage(null);
    const parsed = bodyOf(values);
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSave(parsed.data);
      if (!selector) setValues(valuesOf(null));
    } catch (error) {
      if (error instanceof ApiError) setErrors({ ...error.fields });
      setMessage(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const count = typeof values.count === "number" ? values.count : Number(values.count);
  return (
    <Stack gap="sm">
      {message ? <FormAlert kind="error">{message}</FormAlert> : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NumberInput
          label="Questions to draw"
          required
          min={1}
          max={200}
          allowDecimal={false}
          value={values.count}
          onChange={(count) => set({ count })}
          error={errors.count}
        />
        <Group grow gap="sm" align="flex-start">
          <Select
            label="Difficulty from"
            data={DIFFICULTIES}
            allowDeselect={false}
            value={values.difficultyMin}
            onChange={(d) => d && set({ difficultyMin: d })}
            error={errors.difficultyMin}
          />
          <Select
            label="to"
            data={DIFFICULTIES}
            allowDeselect={false}
            value={values.difficultyMax}
            onChange={(d) => d && set({ difficultyMax: d })}
            error={errors.difficultyMax}
          />
        </Group>
        <MultiSelect
          label="Chapters"
          placeholder={values.chapterIds.length === 0 ? "Any chapter" : undefined}
          data={quiz.chapters.map((c) => ({ value: String(c.id), label: `${c.number}. ${c.title}` }))}
          value={values.chapterIds}
          onChange={(chapterIds) => set({ chapterIds })}
          error={errors.chapterIds}
          clearable
        />
        <MultiSelect
          label="Levels"
          placeholder={values.levelIds.length === 0 ? "Any level" : undefined}
          data={quiz.levels.map((l) => ({ value: String(l.id), label: l.name }))}
          value={values.levelIds}
          onChange={(levelIds) => set({ levelIds })}
          error={errors.levelIds}
          clearable
        />
      </SimpleGrid>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c={pool.data && pool.data.poolSize < count ? "red" : "dimmed"} aria-live="polite">
          {pool.isFetching
            ? "Counting the questions that fit…"
            : pool.data
              ? `${pool.data.poolSize} question${pool.data.poolSize === 1 ? "" : "s"} of published chapter quizzes fit${
                  pool.data.poolSize < count ? `: fewer than the ${count} to draw.` : "."
                }`
              : ""}
        </Text>
        <Group gap="xs">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button loading={busy} onClick={() => void save()}>
            {selector ? "Save the selector" : "Add the selector"}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
