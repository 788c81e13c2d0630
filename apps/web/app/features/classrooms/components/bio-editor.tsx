import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useDisclosure } from "@mantine/hooks";
import { IconPencil } from "@tabler/icons-react";
import { BioBody } from "@tq/contract/classrooms";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { saveMyBio } from "../api.ts";

const MAX = 2000;

/**
 * On one's own userpage: write the biography visitors and students read there and on the
 * tutor cards of coursetutors. Plain text: line breaks are kept, markup is shown as typed.
 */
export function BioEditor({ bio, onSaved }: { bio: string | null; onSaved: () => void }) {
  const [opened, { open, close }] = useDisclosure(false);
  const form = useForm({
    mode: "controlled",
    initialValues: { bio: bio ?? "" },
    validate: (values) => {
      const parsed = BioBody.safeParse(values);
      return parsed.success ? {} : { bio: parsed.error.issues[0]?.message };
    },
  });
  const { message, busy, run } = useFormSubmit(form);
  const submit = form.onSubmit((values) =>
    run(async () => {
      await saveMyBio(values.bio);
      close();
      onSaved();
    }),
  );
  const length = form.getValues().bio.length;
  return (
    <>
      <Button variant="light" size="xs" leftSection={<IconPencil size={14} />} onClick={open}>
        {bio ? "Edit my biography" : "Write my biography"}
      </Button>
      <Modal opened={opened} onClose={close} title="My biography" size="lg">
        <form onSubmit={submit} noValidate aria-label="My biography">
          <Stack gap="sm">
            {message ? <FormAlert kind="error">{message}</FormAlert> : null}
            <Textarea
              label="Biography"
              description="Who you are, what you teach and how. Shown on your public page and when students choose a tutor."
              autosize
              minRows={6}
              maxRows={16}
              data-autofocus
              {...form.getInputProps("bio")}
            />
            <Group justify="space-between" wrap="wrap">
              <Text size="xs" c={length > MAX ? "red" : "dimmed"} aria-live="polite">
                {length} / {MAX}
              </Text>
              <Group gap="xs">
                <Button variant="default" onClick={close}>
                  Cancel
                </Button>
                <Button type="submit" loading={busy}>
                  Save
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
