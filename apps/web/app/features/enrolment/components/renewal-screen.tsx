import { Stack, Text, Title } from "@mantine/core";
import { hrefTo } from "@tq/contract/paths";
import { useQuery } from "@tanstack/react-query";
import { IconReceiptOff } from "@tabler/icons-react";
import { Button } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../../lib/api-error.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import { useSession } from "../../../lib/use-session.ts";
import type { MySubscription } from "@tq/contract/enrolment";
import { mySubscriptionsQuery, offerQuery, renew } from "../api.ts";
import { dayText } from "../money.ts";
import { CheckoutForm } from "./checkout-form.tsx";
import { SignInFirst } from "./sign-in-first.tsx";

/** studentrenewal/{courseId}/{subscriptionId}: the same checkout, renewing from the later of now and the expiry. */
export function RenewalScreen({ courseId, subscriptionId }: { courseId: number; subscriptionId: number }) {
  const session = useSession();
  const enabled = session.ready && session.loggedIn;
  const list = useQuery({ ...mySubscriptionsQuery(), enabled });
  const offer = useQuery({ ...offerQuery(courseId, session.user?.id ?? null), enabled });
  // Once the checkout is shown it stays: paying refetches the list, where this subscription is
  // no longer renewable (it has its renewal now), and the payment's answer must stay on screen.
  const [opened, setOpened] = useState<MySubscription | null>(null);
  const live = list.data?.subscriptions.find((s) => s.id === subscriptionId && s.course.id === courseId);
  if (opened === null && live?.renewable) setOpened(live);

  if (!session.ready) return <ContentSkeleton lines={6} label="Loading your subscription…" />;
  if (!session.loggedIn) return <SignInFirst heading="Log in to renew your subscription" />;
  if (list.isPending || offer.isPending) return <ContentSkeleton lines={6} label="Loading your subscription…" />;
  if (list.isError) return <LoadError message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (offer.isError) return <LoadError message={errorMessage(offer.error)} onRetry={() => void offer.refetch()} />;
  const sub = opened ?? live;
  if (!sub || !sub.renewable) {
    return (
      <PageState
        icon={<IconReceiptOff size={32} />}
        heading={sub ? "Already renewed" : "Subscription not found"}
        description={
          sub ? "This subscription has a renewal already, or is not paid yet." : "It is not one of your subscriptions."
        }
      >
        <Button component={Link} to={hrefTo("mysubscriptions")}>
          My subscriptions
        </Button>
      </PageState>
    );
  }
  const expired = sub.state === "expired";
  return (
    <Stack gap="lg" maw={640}>
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Renew {sub.course.title}
        </Title>
        <Text c="dimmed" mt={4}>
          {sub.tutor ? `With ${sub.tutor.name}. ` : ""}
          {expired
            ? `Your subscription ended on ${dayText(sub.expiresAt)}; the renewal starts when it is paid.`
            : `Your subscription runs until ${dayText(sub.expiresAt)}; the renewal continues from that day.`}
        </Text>
      </div>
      <CheckoutForm
        courseId={courseId}
        price={offer.data.price}
        months={offer.data.course.months}
        providers={offer.data.providers}
        payLabel="Renew"
        pay={(provider) => renew(sub.id, provider)}
      />
    </Stack>
  );
}
