import { Alert, Button, Card, Group, Stack, Text } from "@mantine/core";
import { IconInfoCircle, IconLogin2, IconUserPlus } from "@tabler/icons-react";
import { ROLE_LABELS } from "@tq/contract/roles";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { errorMessage } from "../../../lib/api-error.ts";
import { loginHref } from "../../../lib/guard.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { PageTitle } from "../../../lib/ui/page-title.tsx";
import { useSession } from "../../../lib/use-session.ts";
import { acceptInvitation } from "../api.ts";
import { captureInviteSecret, forgetInviteSecret } from "../invite-secret.ts";

export interface InvitingWard {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
}

/**
 * addguardian/{wardId}/{wardEmail}/{wardFirstname}/{wardLastname}: the guardian signs in (or
 * registers as a guardian) and confirms. The path only names the student; the link's secret
 * decides, on the server.
 */
export function AcceptInvitation({ ward }: { ward: InvitingWard }) {
  const s = useSession();
  const { pathname } = useLocation();
  // undefined: not read yet (server render, first frame).
  const [secret, setSecret] = useState<string | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => {
    const read = () => setSecret(captureInviteSecret(ward.id));
    read();
    // The link pasted into a tab already on this path only changes the fragment: no new page.
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, [ward.id]);

  const name = `${ward.firstname} ${ward.lastname}`;
  const intro = (
    <PageTitle
      title="Become a guardian"
      description={`${name} (${ward.email}) invites you to follow their progress.`}
    />
  );
  if (!s.ready || secret === undefined) return <ContentSkeleton lines={3} label="Reading the invitation…" />;

  if (!secret && !done) {
    return (
      <>
        {intro}
        <Alert color="orange" icon={<IconInfoCircle aria-hidden />} data-testid="invitation-incomplete">
          This link is incomplete. Open the link in the invitation email exactly as it was sent, or ask {ward.firstname}{" "}
          to send the invitation again.
        </Alert>
      </>
    );
  }

  if (!s.loggedIn || !s.user) {
    return (
      <>
        {intro}
        <Card withBorder radius="md" padding="lg" maw={560} data-testid="invitation-signin">
          <Stack gap="sm">
            <Text>
              Sign in with your guardian account to confirm. New here? Create an account and choose “Parent” or
              “Guardian” as what describes you; you will come back to this page.
            </Text>
            <Group>
              <Button component={Link} to={loginHref(pathname)} leftSection={<IconLogin2 size={16} aria-hidden />}>
                Log in
              </Button>
              <Button
                component={Link}
                to={`/login/two?next=${encodeURIComponent(pathname)}`}
                variant="default"
                leftSection={<IconUserPlus size={16} aria-hidden />}
              >
                Create a guardian account
              </Button>
            </Group>
          </Stack>
        </Card>
      </>
    );
  }

  if (s.user.role !== "guardian" && !done) {
    return (
      <>
        {intro}
        <Alert color="orange" icon={<IconInfoCircle aria-hidden />} data-testid="invitation-not-guardian">
          You are signed in as {s.user.firstname} {s.user.lastname}, a {ROLE_LABELS[s.user.role].toLowerCase()} account.
          Only a guardian account can accept: log out, then sign in or register as a parent or guardian and open the
          link again.
        </Alert>
      </>
    );
  }

  const confirm = () => {
    if (!secret) return;
    setBusy(true);
    setError(null);
    acceptInvitation({ wardId: ward.id, token: secret })
      .then((answer) => {
        forgetInviteSecret(ward.id);
        setDone(answer.message);
      })
      .catch((e: unknown) => setError(errorMessage(e)))
      .finally(() => setBusy(false));
  };

  return (
    <>
      {intro}
      <Card withBorder radius="md" padding="lg" maw={560} data-testid="invitation-confirm">
        <Stack gap="sm">
          {done ? (
            <>
              <FormAlert kind="success">{done}</FormAlert>
              <Group>
                <Button component={Link} to="/guardianpage">
                  Go to My wards
                </Button>
              </Group>
            </>
          ) : (
            <>
              {error ? <FormAlert kind="error">{error}</FormAlert> : null}
              <Text>
                As {ward.firstname}'s guardian you will see their tutorial progress, released quiz results and
                subscriptions, and you can act for them. Either of you can end this at any time.
              </Text>
              <Group>
                <Button onClick={confirm} loading={busy}>
                  Confirm: I am {ward.firstname}'s guardian
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Card>
    </>
  );
}
