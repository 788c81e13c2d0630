import { Button, Group, Text } from "@mantine/core";
import { modals } from "@mantine/modals";

/** The request layer's alert (spec §8): titled 'Error', the message, and an OK button. */
export function showErrorAlert(message: string): void {
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
}
