import { Alert, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { CODE_LENGTH, normalizeCode } from "@tq/contract/quiz-attempts";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { ApiError, errorMessage } from "../../../lib/api-error.ts";
import { formatWhen, marksText, percentText } from "../shared/result-format.ts";
import { verifyResult } from "../taking/taking-api.ts";
import type { VerifiedResult } from "@tq/contract/quiz-attempts";

/** What a code turned out to be: a quiz attempt's result, or what `otherCode` showed for it. */
type Checked = { kind: "attempt"; result: VerifiedResult } | { kind: "other"; view: ReactNode };

/** Why a check failed, in the words the page shows. */
function refusal(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return "No such result: check the code and try again.";
  // 429: the server's message says how long to wait (codes are checked a few times a minute per address).
  return errorMessage(error);
}

/**
 * checkresult (Check Assessment): anyone types a verification code and sees what it certifies.
 * `otherCode` checks a code no attempt has (assessment reports, issue #6): the route passes it, so
 * this feature does not import another.
 */
export function CheckResultScreen({ otherCode }: { otherCode?: (code: string) => Promise<ReactNode> } = {}) {
  const [search] = useSearchParams();
  const [code, setCode] = useState(() => search.get("code") ?? "");
  const [invalid, setInvalid] = useState<string | null>(null);
  const check = useMutation({
    mutationFn: async (c: string): Promise<Checked> => {
      try {
        return { kind: "attempt", result: await verifyResult(c) };
      } catch (error) {
        if (!otherCode || !(error instanceof ApiError) || error.status !== 404) throw error;
        return { kind: "other", view: await otherCode(c) };
      }
    },
  });

  const run = (typed: string) => {
    const normal = normalizeCode(typed);
    if (normal.length !== CODE_LENGTH) {
      setInvalid(`A verification code has ${CODE_LENGTH} letters and digits.`);
      // The card of an earlier code must not stand under a new, wrong one.
      check.reset();
      return;
    }
    setInvalid(null);
    check.mutate(normal);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    run(code);
  };
  // A link with ?code=… (a QR code on a printed report, an email) checks at once.
  const linked = search.get("code");
  useEffect(() => {
    if (linked) run(linked);
    // Once per visit: the link's code, not every later keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const r = check.data?.kind === "attempt" ? check.data.result : null;

  return (
    <Stack gap="md" maw={640}>
      <div>
        <Title order={1}>Check Assessment</Title>
        <Text c="dimmed" size="sm">
          Type the verification code printed with a result or a report to see what it certifies.
        </Text>
      </div>
      <form onSubmit={onSubmit} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Verification code"
            required
            placeholder="e.g. 7KQ4-M2XP-9HCD"
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            error={invalid}
            autoComplete="off"
            maxLength={40}
            style={{ flex: "1 1 220px" }}
            styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", textTransform: "uppercase" } }}
          />
          <Button type="submit" mt={25} loading={check.isPending}>
            Check
          </Button>
        </Group>
      </form>
      {check.isError && (
        <Alert color={check.error instanceof ApiError && check.error.status === 404 ? "orange" : "red"} role="alert">
          {refusal(check.error)}
        </Alert>
      )}
      {check.data?.kind === "other" && check.data.view}
      {r && (
        <Card withBorder aria-live="polite" data-testid="verified-result">
          <Stack gap={6}>
            <Text size="sm" c="dimmed">
              Code {r.code}
            </Text>
            <Title order={2} size="h3">
              {r.studentName}
            </Title>
            <Text>
              {r.quizTitle} · {r.courseTitle}
            </Text>
            <Text size="sm" c="dimmed">
              Submitted {formatWhen(r.submittedAt)}
            </Text>
            {r.score === null ? (
              <Text>Waiting for marking: no score is certified yet.</Text>
            ) : (
              <Group gap="sm" wrap="wrap">
                <Text fw={700} fz="xl">
                  {percentText(r.percent)}
                </Text>
                <Text>{marksText(r.score, r.maxScore)} marks</Text>
                {r.passed !== null && (
                  <Badge color={r.passed ? "teal" : "red"}>{r.passed ? "Passed" : "Not passed"}</Badge>
                )}
              </Group>
            )}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
