import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { MySubscription, SubscriptionState } from "@tq/contract/enrolment";
import { hrefTo } from "@tq/contract/paths";
import { useQuery } from "@tanstack/react-query";
import { IconReceipt } from "@tabler/icons-react";
import { Link } from "react-router";
import { errorMessage } from "../../../lib/api-error.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import { useSession } from "../../../lib/use-session.ts";
import { mySubscriptionsQuery } from "../api.ts";
import { dayText, priceText } from "../money.ts";

const STATE: Record<SubscriptionState, { label: string; color: string }> = {
  active: { label: "Active", color: "teal" },
  pending: { label: "Awaiting payment", color: "yellow" },
  expired: { label: "Expired", color: "gray" },
  cancelled: { label: "Cancelled", color: "red" },
};

function SubscriptionCard({ s, userId }: { s: MySubscription; userId: number }) {
  const state = STATE[s.state];
  const future = s.state === "active" && Date.parse(s.startsAt) > Date.now();
  return (
    <Card withBorder radius="md" p="md" data-testid="subscription-card">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Anchor component={Link} to={hrefTo("coursedetail", { courseId: s.course.id })} fw={700}>
            {s.course.title}
          </Anchor>
          <Badge color={state.color} variant="light" style={{ flexShrink: 0 }}>
            {future ? "Starts later" : state.label}
          </Badge>
        </Group>
        {s.tutor ? <Text size="sm">Tutor: {s.tutor.name}</Text> : null}
        <Text size="sm" c="dimmed">
          {s.state === "pending"
            ? `Ordered ${dayText(s.startsAt)}`
            : `${dayText(s.startsAt)} – ${dayText(s.expiresAt)}`}
          {s.paid ? ` · ${priceText(s.paid)}` : ""}
          {s.renewsId !== null ? " · renewal" : ""}
        </Text>
        <Group gap="xs" mt={4}>
          {s.tutor && s.state === "active" ? (
            <Button
              component={Link}
              to={hrefTo("classroom", { courseId: s.course.id, tutorId: s.tutor.id })}
              size="xs"
              variant="light"
            >
              Classroom
            </Button>
          ) : null}
          {s.state !== "pending" ? (
            <Button
              component={Link}
              to={hrefTo("myassessmentreport", { userId, courseId: s.course.id })}
              size="xs"
              variant="default"
            >
              Reports
            </Button>
          ) : null}
          {s.renewable ? (
            <Button
              component={Link}
              to={hrefTo("studentrenewal", { courseId: s.course.id, subscriptionId: s.id })}
              size="xs"
              variant={s.state === "expired" ? "filled" : "default"}
            >
              Renew
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

/** mysubscriptions [G student]: every subscription with its status, tutor, period; renew, classroom and report links. */
export function MySubscriptionsScreen() {
  const session = useSession();
  const list = useQuery({ ...mySubscriptionsQuery(), enabled: session.ready && session.loggedIn });
  if (!session.ready || list.isPending) return <ContentSkeleton lines={6} label="Loading your subscriptions…" />;
  if (list.isError) return <LoadError message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  const items = list.data.subscriptions;
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        My subscriptions
      </Title>
      {items.length === 0 ? (
        <PageState
          icon={<IconReceipt size={32} />}
          heading="No subscriptions yet"
          description="Subscribe to a course to read all its tutorials and take its quizzes."
        >
          <Button component={Link} to={hrefTo("home")}>
            Browse courses
          </Button>
        </PageState>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {items.map((s) => (
            <SubscriptionCard key={s.id} s={s} userId={session.user?.id ?? 0} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
