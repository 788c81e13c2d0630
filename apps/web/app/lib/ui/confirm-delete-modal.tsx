import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useState, type ReactNode } from "react";
import { errorMessage } from "../api-error.ts";
import { FormAlert } from "./form-alert.tsx";

export interface ConfirmDeleteProps {
  /** What is being deleted (null: the modal is closed). */
  name: string | null;
  children?: ReactNode;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  /** For what cannot be undone and holds much work: the person types this (the name) first. */
  typeToConfirm?: string;
}

/**
 * "Delete X?" with the server's refusal shown inside the modal (a course with subscribers,
 * a subject with chapters…), so the person reads why and the modal stays until they close it.
 */
export function ConfirmDeleteModal({ name, children, onConfirm, onClose, typeToConfirm }: ConfirmDeleteProps) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [typed, setTyped] = useState("");
  const confirmed = typeToConfirm === undefined || typed.trim() === typeToConfirm.trim();
  const close = () => {
    setRefusal(null);
    setTyped("");
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await onConfirm();
      close();
    } catch (error) {
      setRefusal(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={name !== null} onClose={close} title={name ? `Delete “${name}”?` : ""} centered>
      <Stack gap="md">
        {children ? (
          <Text size="sm" component="div">
            {children}
          </Text>
        ) : null}
        {typeToConfirm !== undefined && !refusal ? (
          <TextInput
            label={`Type “${typeToConfirm}” to confirm`}
            required
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
        ) : null}
        {refusal ? <FormAlert kind="error">{refusal}</FormAlert> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {refusal ? "Close" : "Keep it"}
          </Button>
          {refusal ? null : (
            <Button color="red" loading={busy} disabled={!confirmed} onClick={() => void confirm()}>
              Delete
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
