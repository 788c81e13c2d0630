import { Paper, Stack, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { endImpersonation } from "../lib/impersonation-api.ts";
import { LoginForm } from "../features/auth/components/login-form.tsx";
import { api } from "../lib/api.ts";
import { logout } from "../lib/logout.ts";
import { documentTitle } from "../lib/meta.ts";
import { navigateTo } from "../lib/navigation.ts";
import { session } from "../lib/session.ts";
import { PleaseWait } from "../shell/loading-overlay.tsx";
import type { Route } from "./+types/logout";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Log in") }, { name: "robots", content: "noindex" }];
}

// One logout per visit even when React runs effects twice (StrictMode, fast re-renders).
let running: Promise<unknown> | null = null;

/** logout: runs the spec's logout with 'Please wait...', and shows the login page (spec §2). */
export default function Logout() {
  const navigate = useNavigate();
  const [waiting, setWaiting] = useState(true);

  useEffect(() => {
    running ??= session()
      .load()
      .then(() =>
        logout({
          session: session(),
          api,
          navigate: (to) => navigateTo(to, { replace: true }),
          endImpersonation,
        }),
      )
      .finally(() => {
        running = null;
        setWaiting(false);
      });
  }, []);

  return (
    <Stack maw={520} mx="auto" w="100%" gap="md">
      {waiting ? <PleaseWait /> : null}
      <Title order={1} fz={{ base: 26, sm: 30 }} ta="center">
        Log in
      </Title>
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        <LoginForm onSignedIn={() => void navigate("/dashboard", { replace: true })} />
      </Paper>
    </Stack>
  );
}
