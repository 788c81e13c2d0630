import { Badge, Group, Text } from "@mantine/core";
import type { ResultState } from "@tq/contract/quiz-records";
import { ProvisionalBadge } from "../../../lib/ui/provisional-badge.tsx";
import { formatWhen, marksText, percentText } from "../shared/result-format.ts";
import { STATE_LABELS } from "./records-view.ts";

const STATE_COLORS: Record<ResultState, string> = {
  in_progress: "yellow",
  awaiting_marking: "orange",
  held: "gray",
  released: "teal",
};

export function RecordStateBadge({ state }: { state: ResultState }) {
  return (
    <Badge variant="light" color={STATE_COLORS[state]} miw="max-content">
      {STATE_LABELS[state]}
    </Badge>
  );
}

interface Scored {
  score: number | null;
  maxScore: number | null;
  percent: number | null;
  passed: boolean | null;
  provisional: boolean;
}

/** The score once known: marks, percent, passed; "provisional" while a marker may still change it. */
export function RecordScore(props: Scored) {
  if (props.score === null) return <>—</>;
  return (
    <Group gap={6} wrap="wrap">
      <span style={{ whiteSpace: "nowrap" }}>
        {marksText(props.score, props.maxScore)} ({percentText(props.percent)})
      </span>
      {props.passed !== null && (
        <Badge size="sm" variant="outline" color={props.passed ? "teal" : "red"}>
          {props.passed ? "Passed" : "Not passed"}
        </Badge>
      )}
      {props.provisional && <ProvisionalBadge />}
    </Group>
  );
}

/** When: submitted (or "in progress"), with the start below; one column instead of two. */
export function RecordWhen({ startedAt, submittedAt }: { startedAt: string; submittedAt: string | null }) {
  return (
    <>
      <Text size="sm">{submittedAt ? formatWhen(submittedAt) : "Not submitted"}</Text>
      <Text size="xs" c="dimmed">
        Started {formatWhen(startedAt)}
      </Text>
    </>
  );
}

/** A student's result: the score once released, else where it stands (in progress, awaiting marking, held). */
export function RecordResult({ record }: { record: Scored & { state: ResultState } }) {
  return record.state === "released" ? <RecordScore {...record} /> : <RecordStateBadge state={record.state} />;
}
