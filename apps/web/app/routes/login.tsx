import { Anchor, Divider, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { data, Link, useNavigate, useSearchParams } from "react-router";
import { persistentDataQuery } from "../lib/site-api.ts";
import { LoginForm } from "../features/auth/components/login-form.tsx";
import { SignInTabs, type SignInTab } from "../features/auth/components/sign-in-tabs.tsx";
import { googleClientId } from "../lib/google.ts";
import { afterLoginPath } from "../lib/guard.ts";
import { documentTitle } from "../lib/meta.ts";
import { ContentSkeleton } from "../lib/ui/content-skeleton.tsx";
import { publicEnv } from "../lib/public-env.ts";
import { useSession } from "../lib/use-session.ts";
import type { Route } from "./+types/login";

// The sign-up form (its country select, popover and Floating UI) loads with its own tab: the
// login tab, the one a returning student opens, stays light (issue #16).
const RegisterForm = lazy(() =>
  import("../features/auth/components/register-form.tsx").then((m) => ({ default: m.RegisterForm })),
);

// Drawn only where a Google client id is set (most schools have none): its code loads with it.
const GoogleSignInButton = lazy(() =>
  import("../features/auth/components/google-sign-in-button.tsx").then((m) => ({ default: m.GoogleSignInButton })),
);

function isTab(value: string): value is SignInTab {
  return value === "one" || value === "two";
}

/** login/{checkedtype}: one = Login, two = Sign Up; anything else is not a page. */
export function loader({ params }: Route.LoaderArgs) {
  if (!isTab(params.checkedtype)) throw data(null, { status: 404 });
  return null;
}

export function meta({ matches, params }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, params.checkedtype === "two" ? "Sign up" : "Log in") }];
}

export default function Login({ params }: Route.ComponentProps) {
  const tab: SignInTab = isTab(params.checkedtype) ? params.checkedtype : "one";
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = search.get("next");
  const s = useSession();
  const { data: persistent } = useQuery(persistentDataQuery());
  const googleId = googleClientId(persistent?.settings.googleClientId, publicEnv().googleClientId);
  const registrationOpen = persistent?.settings.registrationOpen ?? true;
  const query = search.toString() ? `?${search.toString()}` : "";

  const done = () => void navigate(afterLoginPath(next), { replace: true });

  return (
    <Stack maw={520} mx="auto" w="100%" gap="md" py={{ base: 0, sm: "md" }}>
      <Title order={1} fz={{ base: 26, sm: 30 }} ta="center">
        {tab === "one" ? "Welcome back" : "Create your account"}
      </Title>
      {s.loggedIn && s.user ? (
        <Text ta="center" size="sm" data-testid="already-signed-in">
          You are signed in as {s.user.firstname} {s.user.lastname}.{" "}
          <Anchor component={Link} to="/dashboard">
            Go to your dashboard
          </Anchor>
        </Text>
      ) : null}
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        <SignInTabs current={tab} query={query} />
        {tab === "one" ? (
          <Stack gap="md">
            <LoginForm onSignedIn={done} />
            {googleId ? (
              <>
                <Divider label="or" labelPosition="center" />
                <Suspense fallback={<div style={{ height: 36 }} />}>
                  <GoogleSignInButton clientId={googleId} onSignedIn={done} />
                </Suspense>
              </>
            ) : null}
          </Stack>
        ) : registrationOpen ? (
          // In the browser only: a form the server drew would take typing before its code
          // arrived, and lose it when the code took over.
          s.ready ? (
            <Suspense fallback={<ContentSkeleton lines={6} label="Loading the sign-up form…" />}>
              <RegisterForm countries={persistent?.countries ?? []} defaultCountry={null} onRegistered={done} />
            </Suspense>
          ) : (
            <ContentSkeleton lines={6} label="Loading the sign-up form…" />
          )
        ) : (
          <Text data-testid="registration-closed">
            Registration is closed for now. If you already have an account, log in; otherwise contact the site's team
            from the{" "}
            <Anchor component={Link} to="/contactus">
              contact page
            </Anchor>
            .
          </Text>
        )}
      </Paper>
    </Stack>
  );
}
