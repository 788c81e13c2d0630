import { EmptyState, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconUsers } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { WardOverview } from "@tq/contract/guardians";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-error.ts";
import { navigateTo } from "../../../lib/navigation.ts";
import { session } from "../../../lib/session.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { PageTitle } from "../../../lib/ui/page-title.tsx";
import { startActingAsWard } from "../act-as-ward.ts";
import { actAsWard, endGuardianship, myWardsQuery } from "../api.ts";
import { WardCard } from "./ward-card.tsx";

/** guardianpage: every ward, with "Act as" and "End guardianship". */
export function GuardianPageScreen() {
  const query = useQuery(myWardsQuery());
  const queryClient = useQueryClient();
  const [actingId, setActingId] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ kind: "error" | "success"; text: string } | null>(null);

  if (query.isPending) return <ContentSkeleton lines={6} label="Loading your wards…" />;
  if (query.isError) return <LoadError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;

  const act = (ward: WardOverview) => {
    setNotice(null);
    setActingId(ward.person.id);
    startActingAsWard({ session: session(), act: actAsWard, navigate: navigateTo }, ward.person.id)
      .then((ok) => {
        if (!ok) setNotice({ kind: "error", text: "The ward's session could not be opened. Try again." });
        // The guardian's own session is now the ward's: cached guardian data must not be shown to them.
        else queryClient.removeQueries({ queryKey: ["guardians"] });
      })
      .catch((error: unknown) => setNotice({ kind: "error", text: errorMessage(error) }))
      .finally(() => setActingId(null));
  };

  const end = (ward: WardOverview) => {
    const name = `${ward.person.firstname} ${ward.person.lastname}`;
    modals.openConfirmModal({
      title: `End your guardianship of ${name}?`,
      children: (
        <Text size="sm">
          You will no longer see {ward.person.firstname}'s progress or act for them. They can invite you again later.
        </Text>
      ),
      labels: { confirm: "End guardianship", cancel: "Keep it" },
      confirmProps: { color: "red" },
      onConfirm: () => {
        setNotice(null);
        endGuardianship(ward.linkId).then(
          () => {
            setNotice({ kind: "success", text: `You are no longer ${name}'s guardian.` });
            void queryClient.invalidateQueries({ queryKey: myWardsQuery().queryKey });
          },
          (error: unknown) => setNotice({ kind: "error", text: errorMessage(error) }),
        );
      },
    });
  };

  return (
    <>
      <PageTitle
        title="My wards"
        description="Follow each ward's progress, results and subscriptions, or act for them."
      />
      <Stack gap="lg">
        {notice ? <FormAlert kind={notice.kind}>{notice.text}</FormAlert> : null}
        {query.data.wards.length === 0 ? (
          <EmptyState
            my="xl"
            icon={<IconUsers aria-hidden />}
            title="No wards yet"
            description="A student adds you as their guardian from their profile (My Profile → Guardians). Open the link in the email they send you and confirm."
            data-testid="no-wards"
          />
        ) : (
          query.data.wards.map((w) => (
            <WardCard
              key={w.linkId}
              ward={w}
              acting={actingId === w.person.id}
              onAct={() => act(w)}
              onEnd={() => end(w)}
            />
          ))
        )}
      </Stack>
    </>
  );
}
