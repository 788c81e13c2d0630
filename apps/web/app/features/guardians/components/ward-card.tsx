import { formatDay } from "@tq/contract/dates";
import { Anchor, Badge, Button, Card, Group, Progress, Stack, Text, Title } from "@mantine/core";
import { IconUserShare } from "@tabler/icons-react";
import type { WardOverview } from "@tq/contract/guardians";
import { hrefTo } from "@tq/contract/paths";
import { Link } from "react-router";
import { ProvisionalBadge } from "../../../lib/ui/provisional-badge.tsx";

const date = (iso: string) => formatDay(iso);

/** One ward on guardianpage: progress, released results, subscriptions and the actions. */
export function WardCard({
  ward,
  acting,
  onAct,
  onEnd,
}: {
  ward: WardOverview;
  acting: boolean;
  onAct(): void;
  onEnd(): void;
}) {
  const p = ward.person;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="ward-card">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} fz="xl">
              {p.firstname} {p.lastname}
            </Title>
            <Text size="sm" c="dimmed">
              {p.email} · your ward since {date(ward.since)}
            </Text>
          </div>
          <Group gap="xs">
            <Button leftSection={<IconUserShare size={16} aria-hidden />} loading={acting} onClick={onAct}>
              Act as {p.firstname}
            </Button>
            <Button variant="subtle" color="red" onClick={onEnd}>
              End guardianship
            </Button>
          </Group>
        </Group>

        <section aria-label={`${p.firstname}'s progress`}>
          <Title order={3} fz="md" mb="xs">
            Progress
          </Title>
          {ward.progress.length === 0 ? (
            <Text size="sm" c="dimmed">
              No tutorials started yet.
            </Text>
          ) : (
            <Stack gap="xs">
              {ward.progress.map((c) => {
                const pct = c.total === 0 ? 0 : Math.round((c.completed / c.total) * 100);
                return (
                  <div key={c.courseId}>
                    <Group justify="space-between" gap="xs">
                      <Text size="sm">{c.courseTitle}</Text>
                      <Group gap="sm" wrap="nowrap">
                        <Text size="sm" c="dimmed">
                          {c.completed} of {c.total} tutorials
                        </Text>
                        {/* The ward's published assessment reports of this course (issue #6). */}
                        <Anchor
                          component={Link}
                          to={hrefTo("myassessmentreport", { userId: p.id, courseId: c.courseId })}
                          size="sm"
                          aria-label={`${p.firstname}'s reports for ${c.courseTitle}`}
                        >
                          Reports
                        </Anchor>
                      </Group>
                    </Group>
                    <Progress value={pct} aria-label={`${c.courseTitle}: ${pct}% of tutorials completed`} />
                  </div>
                );
              })}
            </Stack>
          )}
        </section>

        <section aria-label={`${p.firstname}'s quiz results`}>
          <Title order={3} fz="md" mb="xs">
            Quiz results
          </Title>
          {ward.results.length === 0 ? (
            <Text size="sm" c="dimmed">
              No released results yet.
            </Text>
          ) : (
            <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
              {ward.results.map((r) => (
                <Group
                  key={r.attemptId}
                  component="li"
                  data-testid="ward-result"
                  justify="space-between"
                  align="flex-start"
                  gap="xs"
                  wrap="wrap"
                  py={6}
                  style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
                >
                  {/* On a phone the score and its badges go under the title rather than over it. */}
                  <div style={{ flex: "1 1 12rem", minWidth: 0 }}>
                    <Text size="sm">
                      {r.quizTitle}
                      {r.mode === "practice" ? (
                        <Badge ml="xs" size="xs" variant="light" color="gray">
                          practice
                        </Badge>
                      ) : null}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {date(r.submittedAt)}
                    </Text>
                  </div>
                  <Group gap="xs" wrap="wrap">
                    <Text size="sm" fw={600}>
                      {r.percent === null ? "—" : `${Math.round(r.percent)}%`}
                    </Text>
                    {r.passed === null ? null : (
                      <Badge color={r.passed ? "teal" : "red"} variant="light" style={{ flexShrink: 0 }}>
                        {r.passed ? "Passed" : "Not passed"}
                      </Badge>
                    )}
                    {r.provisional && <ProvisionalBadge />}
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
          {ward.results.some((r) => r.provisional) && (
            <Text size="xs" c="dimmed" mt={6}>
              Provisional: some answers wait for a teacher, who may still change the marks.
            </Text>
          )}
        </section>

        <section aria-label={`${p.firstname}'s subscriptions`}>
          <Title order={3} fz="md" mb="xs">
            Subscriptions
          </Title>
          {ward.subscriptions.length === 0 ? (
            <Text size="sm" c="dimmed">
              No subscriptions.
            </Text>
          ) : (
            <Stack gap={6}>
              {ward.subscriptions.map((s) => (
                <Group key={s.id} justify="space-between" gap="xs">
                  <Text size="sm">{s.courseTitle}</Text>
                  <Group gap="xs" wrap="nowrap">
                    <Badge variant="light" color={s.active ? "teal" : "gray"} style={{ flexShrink: 0 }}>
                      {s.active ? "active" : s.status === "active" ? "expired" : s.status}
                    </Badge>
                    <Text size="sm" c="dimmed">
                      until {date(s.expiresAt)}
                    </Text>
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
        </section>
      </Stack>
    </Card>
  );
}
