import { Button, Group, Modal, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import type { PendingPayment } from "@tq/contract/enrolment";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import "@mantine/core/styles/Table.css";
import { errorMessage } from "../../../lib/api-error.ts";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { pendingPaymentsQuery, recordPayment } from "../api.ts";
import { dayText, priceText } from "../money.ts";

function RecordDialog({ payment, onClose }: { payment: PendingPayment | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [reference, setReference] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!payment) return;
    setBusy(true);
    setError(null);
    try {
      await recordPayment(payment.id, reference.trim());
      await queryClient.invalidateQueries({ queryKey: ["enrolment", "pending-payments"] });
      setReference("");
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={payment !== null} onClose={onClose} title="Record a payment">
      {payment ? (
        <form onSubmit={(e) => void submit(e)}>
          <Stack gap="sm">
            <Text size="sm">
              {payment.student.name} · {payment.course.title} · <b>{priceText(payment.amount)}</b>
            </Text>
            <TextInput
              label="Payment reference"
              description="The bank transfer's or the receipt book's reference"
              value={reference}
              onChange={(e) => setReference(e.currentTarget.value)}
              required
              data-autofocus
            />
            {error ? <FormAlert kind="error">{error}</FormAlert> : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={busy}>
                Record payment
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}

/** "Pending payments" on the directors' dashboard: manual payments to record (their country, or all for the world director). */
export function PendingPaymentsCard() {
  const list = useQuery(pendingPaymentsQuery());
  const [recording, setRecording] = useState<PendingPayment | null>(null);
  if (list.isPending || list.isError) return null;
  const rows = list.data.payments;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="pending-payments"
      data-testid="pending-payments"
    >
      <Title order={2} fz="lg" id="pending-payments" mb="sm">
        Pending payments ({rows.length})
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          No payments waiting to be recorded.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Student</Table.Th>
                <Table.Th>Course</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Ordered</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>
                    <Text size="sm">{p.student.name}</Text>
                    <Text size="xs" c="dimmed">
                      {p.student.email} · {p.student.country}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {p.course.title}
                    {p.renewal ? " (renewal)" : ""}
                  </Table.Td>
                  <Table.Td>{priceText(p.amount)}</Table.Td>
                  <Table.Td>{dayText(p.createdAt)}</Table.Td>
                  <Table.Td>
                    <Button size="xs" onClick={() => setRecording(p)}>
                      Record
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <RecordDialog payment={recording} onClose={() => setRecording(null)} />
    </Paper>
  );
}
