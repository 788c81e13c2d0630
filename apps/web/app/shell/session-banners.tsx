import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconUserShare } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { endImpersonation } from "../lib/impersonation-api.ts";
import { stopActing } from "../lib/impersonation.ts";
import { navigateTo } from "../lib/navigation.ts";
import { session } from "../lib/session.ts";
import { useSession } from "../lib/use-session.ts";
import { showErrorAlert } from "./error-alert.tsx";

/** Who the user is acting as (an admin's impersonation or a guardian's ward), and the site notice. */
export function SessionBanners({ maintenance }: { maintenance: string }) {
  const s = useSession();
  const [stopping, setStopping] = useState(false);
  const user = s.loggedIn ? s.user : null;
  const name = user ? `${user.firstname} ${user.lastname}` : "";

  return (
    <Stack gap="xs" mb={maintenance || user?.originalId || s.adminUser ? "md" : 0}>
      {maintenance ? (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} data-testid="maintenance-banner">
          {maintenance}
        </Alert>
      ) : null}
      {user && s.adminUser ? (
        <Alert color="grape" variant="filled" icon={<IconUserShare aria-hidden />} data-testid="impersonation-banner">
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="white">
              Acting as <strong>{name}</strong> — you are {s.adminUser.user.firstname} {s.adminUser.user.lastname}.
            </Text>
            <Button
              size="xs"
              variant="white"
              color="grape"
              loading={stopping}
              onClick={() => {
                setStopping(true);
                void stopActing({ session: session(), navigate: navigateTo, endOnServer: endImpersonation })
                  .then((restored) => {
                    if (!restored)
                      showErrorAlert("Your own account could not be restored. Sign out and sign in again.");
                  })
                  .finally(() => setStopping(false));
              }}
            >
              Stop acting
            </Button>
          </Group>
        </Alert>
      ) : null}
      {user && !s.adminUser && user.originalId !== 0 ? (
        <Alert color="grape" variant="filled" icon={<IconUserShare aria-hidden />} data-testid="ward-banner">
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="white">
              Acting as <strong>{name}</strong>
            </Text>
            <Button size="xs" variant="white" color="grape" component={Link} to="/logout">
              Return
            </Button>
          </Group>
        </Alert>
      ) : null}
    </Stack>
  );
}
