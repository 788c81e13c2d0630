import { Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { PendingPaymentsCard } from "../features/enrolment/components/pending-payments-card.tsx";
import { userInfoQuery } from "../features/users/api.ts";
import { DashboardView } from "../features/users/components/dashboard-view.tsx";
import { errorMessage } from "../lib/api-error.ts";
import { documentTitle } from "../lib/meta.ts";
import { ContentSkeleton } from "../lib/ui/content-skeleton.tsx";
import { LoadError } from "../lib/ui/load-error.tsx";
import { useSession } from "../lib/use-session.ts";
import type { Route } from "./+types/dashboard";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Dashboard") }];
}

/** dashboard [G]: the guard has run, so a user is signed in. */
export default function Dashboard() {
  const { user } = useSession();
  const query = useQuery({ ...userInfoQuery(user?.id ?? 0), enabled: user !== null });
  if (query.isPending) return <ContentSkeleton lines={6} label="Loading your dashboard…" />;
  if (query.isError) return <LoadError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  const director = user?.role === "countrydirector" || user?.role === "worlddirector";
  return (
    <Stack gap="lg">
      <DashboardView info={query.data} />
      {director ? <PendingPaymentsCard /> : null}
    </Stack>
  );
}
