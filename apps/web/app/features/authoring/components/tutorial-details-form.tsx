import { Group, SegmentedControl, Select, SimpleGrid, Switch, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { TutorialDetails } from "../use-tutorial-editing.ts";

interface TutorialDetailsFormProps {
  form: UseFormReturnType<TutorialDetails>;
  levels: readonly { id: number; name: string }[];
  chapters: readonly { id: number; number: number; title: string }[];
}

const DIFFICULTIES = ["1", "2", "3", "4", "5"].map((value) => ({ value, label: value }));

/** Topic, level, difficulty, chapter, free preview and status of a tutorial. */
export function TutorialDetailsForm({ form, levels, chapters }: TutorialDetailsFormProps) {
  const values = form.getValues();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput label="Topic" required {...form.getInputProps("topic")} key={form.key("topic")} />
      <Select
        label="Chapter"
        required
        data={chapters.map((c) => ({ value: String(c.id), label: `Chapter ${c.number} · ${c.title}` }))}
        value={String(values.chapterId)}
        onChange={(v) => v && form.setFieldValue("chapterId", Number(v))}
        allowDeselect={false}
        error={form.errors.chapterId}
      />
      {/* Every tutorial has a level (PRODUCT §2): no × to clear it (ADR 0047). */}
      <Select
        label="Level"
        required
        placeholder={levels.length === 0 ? "This subject has no levels yet" : "No level"}
        data={levels.map((l) => ({ value: String(l.id), label: l.name }))}
        value={values.levelId === null ? null : String(values.levelId)}
        onChange={(v) => form.setFieldValue("levelId", v === null ? null : Number(v))}
        error={form.errors.levelId}
      />
      <div>
        <Text size="sm" fw={500} id="difficulty-label">
          Difficulty (1 easy – 5 hard)
        </Text>
        <SegmentedControl
          aria-labelledby="difficulty-label"
          data={DIFFICULTIES}
          value={String(values.difficulty)}
          onChange={(v) => form.setFieldValue("difficulty", Number(v))}
          fullWidth
        />
      </div>
      <Group gap="lg">
        <Switch
          label="Free preview (anyone may read it)"
          checked={values.freePreview}
          onChange={(e) => form.setFieldValue("freePreview", e.currentTarget.checked)}
        />
        <Switch
          label="Published"
          checked={values.status === "published"}
          onChange={(e) => form.setFieldValue("status", e.currentTarget.checked ? "published" : "draft")}
        />
      </Group>
    </SimpleGrid>
  );
}
