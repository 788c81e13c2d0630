import { formatDay } from "@tq/contract/dates";
import { Badge, Button, Card, Group, SegmentedControl, Stack, Text, Textarea } from "@mantine/core";
import "@mantine/core/styles/SegmentedControl.css";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TutorApplication } from "@tq/contract/accounts";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-error.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { accountsKeys, applicationsQuery, decideApplication } from "../api.ts";
import { ApplicationStatus } from "./application-status.tsx";

type Status = TutorApplication["status"];

/** The users screen's "Tutor applications" tab: pending first; approve or decline with a note. */
export function ApplicationsPanel() {
  const [status, setStatus] = useState<Status>("pending");
  const [notice, setNotice] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const list = useQuery(applicationsQuery(status));
  return (
    <Stack gap="md">
      <SegmentedControl
        value={status}
        onChange={(v) => setStatus(v as Status)}
        data={[
          { value: "pending", label: "Waiting" },
          { value: "approved", label: "Approved" },
          { value: "declined", label: "Declined" },
        ]}
        maw={420}
        aria-label="Which applications"
      />
      {notice ? <FormAlert kind={notice.kind}>{notice.text}</FormAlert> : null}
      {list.isPending ? (
        <ContentSkeleton lines={4} label="Loading applications…" />
      ) : list.isError ? (
        <LoadError message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <Text c="dimmed">{status === "pending" ? "No application is waiting." : "None yet."}</Text>
      ) : (
        list.data.map((a) => <ApplicationCard key={a.id} application={a} onNotice={setNotice} />)
      )}
    </Stack>
  );
}

function ApplicationCard({
  application: a,
  onNotice,
}: {
  application: TutorApplication;
  onNotice: (n: { kind: "error" | "success"; text: string }) => void;
}) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState("");
  const name = `${a.applicant.firstname} ${a.applicant.lastname}`;
  const decide = useMutation({
    mutationFn: (decision: "approve" | "decline") =>
      decideApplication(a.id, { decision, ...(note.trim() ? { note: note.trim() } : {}) }),
    onSuccess: (d) => {
      onNotice({
        kind: "success",
        text:
          d.status === "approved"
            ? `${name} is now a teacher; they were emailed.`
            : `${name}'s application was declined; they were emailed.`,
      });
      void queryClient.invalidateQueries({ queryKey: accountsKeys.all });
    },
    onError: (error) => onNotice({ kind: "error", text: errorMessage(error) }),
  });
  return (
    <Card withBorder padding="md" data-testid={`application-${a.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Text fw={600}>{name}</Text>
            <Text size="sm" c="dimmed">
              {a.applicant.email} · {a.applicant.country} · applied {formatDay(a.createdAt)}
            </Text>
          </div>
          <ApplicationStatus status={a.status} />
        </Group>
        <Group gap={6}>
          {a.subjects.map((s) => (
            <Badge key={s} variant="outline">
              {s}
            </Badge>
          ))}
        </Group>
        <Text size="sm" fw={500}>
          About
        </Text>
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
          {a.bio}
        </Text>
        <Text size="sm" fw={500}>
          Qualifications
        </Text>
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
          {a.qualifications}
        </Text>
        {a.decisionNote ? (
          <Text size="sm" c="dimmed">
            Note: {a.decisionNote}
          </Text>
        ) : null}
        {a.status === "pending" ? (
          <>
            <Textarea
              label="Note to the applicant (optional)"
              autosize
              minRows={1}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              maxLength={1000}
            />
            <Group>
              <Button
                color="teal"
                loading={decide.isPending && decide.variables === "approve"}
                onClick={() => decide.mutate("approve")}
              >
                Approve
              </Button>
              <Button
                variant="default"
                color="red"
                loading={decide.isPending && decide.variables === "decline"}
                onClick={() => decide.mutate("decline")}
              >
                Decline
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
