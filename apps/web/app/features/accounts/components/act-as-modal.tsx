import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { ImpersonateBody, type AdminUser } from "@tq/contract/accounts";
import { startActingAs } from "../../../lib/impersonation.ts";
import { navigateTo } from "../../../lib/navigation.ts";
import { session } from "../../../lib/session.ts";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { impersonate } from "../api.ts";

/** "Act as": the reason is required and recorded; the app then becomes the user until "Stop acting". */
export function ActAsModal({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const form = useForm({
    mode: "controlled",
    initialValues: { userId: user?.id ?? 0, reason: "" },
    validate: schemaResolver(ImpersonateBody, { sync: true }),
  });
  const { message, busy, run } = useFormSubmit(form);

  const submit = form.onSubmit(async ({ reason }) => {
    if (!user) return;
    await run(async () => {
      const answer = await impersonate({ userId: user.id, reason });
      const store = session();
      const { user: admin, token } = store.getState();
      if (!admin || !token) return;
      if (await startActingAs({ session: store, navigate: navigateTo }, admin, token, answer)) {
        onClose();
        navigateTo("/dashboard");
      }
    });
  });

  return (
    <Modal opened={user !== null} onClose={onClose} title={user ? `Act as ${user.firstname} ${user.lastname}` : ""}>
      <form onSubmit={submit} noValidate aria-label="Act as this user">
        <Stack gap="md">
          <Text size="sm">
            You will see the site as this person until you choose “Stop acting”. What you do is recorded under your
            name. Password and email changes are refused while you act.
          </Text>
          {message ? <FormAlert kind="error">{message}</FormAlert> : null}
          <Textarea
            label="Reason"
            description="Recorded in the activity log."
            required
            autosize
            minRows={2}
            data-autofocus
            {...form.getInputProps("reason")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="grape" loading={busy}>
              Act as this user
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
