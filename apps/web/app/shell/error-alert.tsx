import { Button, Group, Text } from "@mantine/core";

/**
 * The request layer's alert (spec §8): titled 'Error', the message, and an OK button. Mantine's
 * modals are loaded when the first alert shows (lib/ui/modal-host.tsx), not with every page.
 */
export function showErrorAlert(message: string): void {
  void import("@mantine/modals").then(({ modals }) => {
    const id = modals.open({
      title: "Error",
      centered: true,
      children: (
        <>
          <Text size="sm">{message}</Text>
          <Group justify="flex-end" mt="md">
            <Button onClick={() => modals.close(id)} data-autofocus>
              OK
            </Button>
          </Group>
        </>
      ),
    });
  });
}
