import { Anchor, Avatar, Breadcrumbs, Group, Radio, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { hrefTo } from "@tq/contract/paths";
import { useQuery } from "@tanstack/react-query";
import { IconSchool } from "@tabler/icons-react";
import { Link } from "react-router";
import "@mantine/core/styles/Breadcrumbs.css";
import "@mantine/core/styles/RadioCard.css";
import "@mantine/core/styles/RadioIndicator.css";
import { errorMessage } from "../../../lib/api-error.ts";
import { useSearchId } from "../../../lib/route-ids.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import { useSession } from "../../../lib/use-session.ts";
import { checkout, offerQuery } from "../api.ts";
import { CheckoutForm } from "./checkout-form.tsx";
import { SignInFirst } from "./sign-in-first.tsx";

/**
 * coursetutors/{courseId}: the course's tutors (owner first) to choose from, then the checkout.
 * The chosen tutor is kept in the URL (?tutor=) so a sign-in round trip comes back to it.
 */
export function CourseTutorsScreen({ courseId }: { courseId: number }) {
  const session = useSession();
  const userId = session.user?.id ?? null;
  const offer = useQuery({ ...offerQuery(courseId, userId), enabled: session.ready });
  const [tutorId, setTutorId] = useSearchId("tutor");

  if (!session.ready || offer.isPending) return <ContentSkeleton lines={6} label="Loading the tutors…" />;
  if (offer.isError) return <LoadError message={errorMessage(offer.error)} onRetry={() => void offer.refetch()} />;
  const { course, tutors, price, providers } = offer.data;
  const chosen = tutors.find((t) => t.id === tutorId) ?? null;

  let checkoutPart: React.ReactNode;
  if (!chosen) {
    checkoutPart = <Text c="dimmed">Choose a tutor to continue.</Text>;
  } else if (!session.loggedIn) {
    checkoutPart = <SignInFirst heading="Log in to subscribe" />;
  } else if (session.user?.role !== "student") {
    checkoutPart = (
      <PageState
        icon={<IconSchool size={32} />}
        heading="Subscriptions are for students"
        description="Your account is not a student's, so it cannot subscribe to courses."
      />
    );
  } else {
    checkoutPart = (
      <CheckoutForm
        courseId={course.id}
        price={price}
        months={course.months}
        providers={providers}
        payLabel={`Subscribe with ${chosen.firstname} ${chosen.lastname}`}
        pay={(provider) => checkout({ courseId: course.id, tutorId: chosen.id, provider })}
      />
    );
  }

  return (
    <Stack gap="lg">
      <Breadcrumbs separator="›" separatorMargin={6} style={{ flexWrap: "wrap", rowGap: 4 }}>
        <Anchor component={Link} to={hrefTo("home")} size="sm">
          Home
        </Anchor>
        <Anchor component={Link} to={hrefTo("coursedetail", { courseId: course.id })} size="sm">
          {course.title}
        </Anchor>
      </Breadcrumbs>
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Choose your tutor
        </Title>
        <Text c="dimmed" mt={4}>
          {course.title}: your tutor runs your class, answers your questions and marks your answers.
        </Text>
      </div>
      {tutors.length === 0 ? (
        <Text>This course has no tutors taking students yet.</Text>
      ) : (
        <Radio.Group
          value={chosen ? String(chosen.id) : null}
          onChange={(v) => setTutorId(Number(v))}
          label="Tutors"
          required
          labelProps={{ style: { position: "absolute", width: 1, height: 1, overflow: "hidden" } }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {tutors.map((t) => (
              // The profile link sits under the card, not in it: a link inside a radio is two
              // controls in one (axe's nested-interactive, issue #17).
              <Stack key={t.id} gap={4}>
                <Radio.Card value={String(t.id)} radius="md" p="md" data-testid="tutor-card">
                  <Group wrap="nowrap" align="center">
                    <Radio.Indicator />
                    <Avatar color="indigo" radius="xl" aria-hidden>
                      {t.firstname.charAt(0)}
                      {t.lastname.charAt(0)}
                    </Avatar>
                    <div>
                      <Text fw={700}>
                        {t.firstname} {t.lastname}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {t.title} · {t.country}
                      </Text>
                      {t.bio ? (
                        <Text size="sm" lineClamp={3} mt={4}>
                          {t.bio}
                        </Text>
                      ) : null}
                    </div>
                  </Group>
                </Radio.Card>
                <Anchor component={Link} to={hrefTo("userpage", { id: t.id })} size="xs" pl="md">
                  Profile of {t.firstname} {t.lastname}
                </Anchor>
              </Stack>
            ))}
          </SimpleGrid>
        </Radio.Group>
      )}
      {checkoutPart}
    </Stack>
  );
}
