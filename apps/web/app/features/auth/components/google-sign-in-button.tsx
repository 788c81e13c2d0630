import { Button } from "@mantine/core";
import { IconBrandGoogle } from "@tabler/icons-react";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-error.ts";
import { loadGoogleClient } from "../../../lib/google.ts";
import { session } from "../../../lib/session.ts";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { signInWithGoogle } from "../api.ts";
import { NOT_SIGNED_IN } from "./login-form.tsx";

/**
 * Rendered only when a Google client id is configured; Google's library is fetched on the
 * first click, never before (spec §7).
 */
export function GoogleSignInButton({ clientId, onSignedIn }: { clientId: string; onSignedIn: () => void }) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function start() {
    setBusy(true);
    setMessage(null);
    try {
      const google = await loadGoogleClient();
      google.accounts.id.initialize({
        client_id: clientId,
        callback: ({ credential }) => {
          void signInWithGoogle(credential)
            .then(async (answer) => {
              if (await session().acceptAuthAnswer(answer)) onSignedIn();
              else setMessage(NOT_SIGNED_IN);
            })
            .catch((error: unknown) => setMessage(errorMessage(error)));
        },
      });
      google.accounts.id.prompt();
    } catch (error) {
      setMessage(error instanceof Error ? error.message : errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {message ? <FormAlert kind="error">{message}</FormAlert> : null}
      <Button
        variant="default"
        fullWidth
        leftSection={<IconBrandGoogle size={18} aria-hidden />}
        loading={busy}
        onClick={() => void start()}
      >
        Sign in with Google
      </Button>
    </>
  );
}
