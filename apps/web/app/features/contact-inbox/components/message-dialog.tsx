import { formatDateTime } from "@tq/contract/dates";
import { Badge, Button, Divider, Group, Modal, Paper, Stack, Text, Textarea } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InboxMessage } from "@tq/contract/contact-inbox";
import { useState } from "react";
import { ApiError, errorMessage } from "../../../lib/api-error.ts";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { answerMessage, archiveMessage, inboxKeys } from "../api.ts";
import { StatusBadge } from "./status-badge.tsx";

/** One message: what the visitor wrote, the answers sent, an answer form, archive/unarchive. */
export function MessageDialog({ message, onClose }: { message: InboxMessage | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const [shown, setShown] = useState<InboxMessage | null>(null);
  // The dialog shows the freshest copy: the one a mutation answered, else the list's.
  const m = shown && shown.id === message?.id ? shown : message;
  const refreshed = (updated: InboxMessage) => {
    setShown(updated);
    void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
  };
  const answer = useMutation({
    mutationFn: () => answerMessage(m?.id ?? 0, text),
    onSuccess: (updated) => {
      refreshed(updated);
      setText("");
      setFieldError(null);
      setNotice({ kind: "success", text: `Your answer was emailed to ${updated.email}.` });
    },
    onError: (e) => {
      const field = e instanceof ApiError ? e.fields.text : undefined;
      setFieldError(field ?? null);
      setNotice(field ? null : { kind: "error", text: errorMessage(e) });
    },
  });
  const archive = useMutation({
    mutationFn: (archived: boolean) => archiveMessage(m?.id ?? 0, archived),
    onSuccess: (updated) => {
      refreshed(updated);
      setNotice({ kind: "success", text: updated.status === "archived" ? "Archived." : "Back in the inbox." });
    },
    onError: (e) => setNotice({ kind: "error", text: errorMessage(e) }),
  });
  const close = () => {
    setText("");
    setFieldError(null);
    setNotice(null);
    onClose();
  };

  return (
    <Modal opened={m !== null} onClose={close} title={m?.subject ?? ""} size="lg">
      {m && (
        <Stack gap="md">
          <Group gap="xs" wrap="wrap">
            <StatusBadge status={m.status} />
            <Badge variant="light" color="gray">
              {m.country}
            </Badge>
            <Text size="sm" c="dimmed">
              {m.name} &lt;{m.email}&gt; · {formatDateTime(m.createdAt)}
            </Text>
          </Group>
          <Paper withBorder p="md" radius="md">
            <Text size="sm" style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
              {m.message}
            </Text>
          </Paper>
          {m.replies.map((r) => (
            <Paper key={r.id} withBorder p="md" radius="md" bg="var(--mantine-color-blue-light)">
              <Text size="xs" c="dimmed" mb={4}>
                Answered by {r.answeredBy || "a director"} · {formatDateTime(r.answeredAt)}
              </Text>
              <Text size="sm" style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
                {r.body}
              </Text>
            </Paper>
          ))}
          {notice && <FormAlert kind={notice.kind}>{notice.text}</FormAlert>}
          <Divider />
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              answer.mutate();
            }}
          >
            <Stack gap="sm">
              <Textarea
                label={m.replies.length ? "Write another answer" : "Answer"}
                required
                description={`Sent by email to ${m.email}; it is kept here with your name.`}
                autosize
                minRows={4}
                maxRows={12}
                value={text}
                error={fieldError}
                onChange={(e) => setText(e.currentTarget.value)}
              />
              <Group justify="space-between" wrap="wrap">
                <Button
                  variant="default"
                  loading={archive.isPending}
                  onClick={() => archive.mutate(m.status !== "archived")}
                >
                  {m.status === "archived" ? "Unarchive" : "Archive"}
                </Button>
                <Button type="submit" loading={answer.isPending}>
                  Send answer
                </Button>
              </Group>
            </Stack>
          </form>
        </Stack>
      )}
    </Modal>
  );
}
