import { Button, Group, Modal, SegmentedControl, Select, Stack, Switch, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { TutorialTopic, type AuthoringTutorial } from "@tq/contract/authoring";
import { z } from "zod";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { createTutorial } from "../tutorial-api.ts";

interface NewTutorialModalProps {
  /** The chapter the tutorial goes into (last); null when closed. */
  chapter: { id: number; number: number; title: string } | null;
  levels: readonly { id: number; name: string }[];
  onClose: () => void;
  onCreated: (tutorial: AuthoringTutorial) => void;
}

const Schema = z.object({
  topic: TutorialTopic,
  levelId: z.number().int().nullable(),
  difficulty: z.number().int().min(1).max(5),
  freePreview: z.boolean(),
});

/** A new tutorial at the end of a chapter: its topic and details; the editor opens next. */
export function NewTutorialModal({ chapter, levels, onClose, onCreated }: NewTutorialModalProps) {
  const form = useForm({
    mode: "controlled",
    initialValues: { topic: "", levelId: levels[0]?.id ?? null, difficulty: 1, freePreview: false },
    validate: schemaResolver(Schema),
  });
  const { message, busy, run } = useFormSubmit(form);
  const close = () => {
    form.reset();
    onClose();
  };
  const values = form.getValues();
  return (
    <Modal opened={chapter !== null} onClose={close} title={chapter ? `New tutorial in chapter ${chapter.number}` : ""}>
      <form
        onSubmit={form.onSubmit((v) =>
          run(async () => {
            if (!chapter) return;
            const created = await createTutorial(chapter.id, v);
            form.reset();
            onCreated(created);
          }),
        )}
        noValidate
      >
        <Stack gap="sm">
          {chapter && (
            <Text size="sm" c="dimmed">
              {chapter.title}
            </Text>
          )}
          <TextInput label="Topic" required data-autofocus {...form.getInputProps("topic")} />
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
            <Text size="sm" fw={500} id="new-difficulty-label">
              Difficulty (1 easy – 5 hard)
            </Text>
            <SegmentedControl
              aria-labelledby="new-difficulty-label"
              fullWidth
              data={["1", "2", "3", "4", "5"]}
              value={String(values.difficulty)}
              onChange={(v) => form.setFieldValue("difficulty", Number(v))}
            />
          </div>
          <Switch
            label="Free preview (anyone may read it)"
            checked={values.freePreview}
            onChange={(e) => form.setFieldValue("freePreview", e.currentTarget.checked)}
          />
          {message && <FormAlert kind="error">{message}</FormAlert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Create and edit
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
