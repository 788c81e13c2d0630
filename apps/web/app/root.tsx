import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from "@mantine/core";
import type { PersistentData } from "@tq/contract/site";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { persistentDataQuery } from "./lib/site-api.ts";
import { USER_INFO_KEY } from "./features/users/api.ts";
import { api } from "./lib/api.ts";
import { useNonce } from "./lib/nonce.ts";
import { setPublicEnv } from "./lib/public-env.ts";
import { loadPersistentData } from "./lib/persistent-data.server.ts";
import { serverSide } from "./lib/server-api.server.ts";
import { session } from "./lib/session.ts";
import { clearCacheOnIdentityChange } from "./lib/identity-cache.ts";
import { ModalHost } from "./lib/ui/modal-host.tsx";
import { AppFrame } from "./shell/app-frame.tsx";
import { RouteGuard } from "./shell/route-guard.tsx";
import { RootError } from "./shell/root-error.tsx";
import { cssVariablesResolver, theme } from "./theme.ts";
import "./mantine-styles.ts";

/** Browser-safe settings and the public site data every screen needs (menus, title, countries). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const side = serverSide(context, request);
  let persistent: PersistentData | null = null;
  try {
    persistent = await loadPersistentData(side);
  } catch (error) {
    // Spec §8: a failure to fetch persistent data is only logged; the client retries.
    console.error("getpersistentdata failed", error);
  }
  return { publicEnv: side.publicEnv, persistent };
}

export function links() {
  return [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];
}

/** Settings change rarely and the client refreshes them through TanStack Query. */
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#3b5bdb" />
        <Meta />
        <Links />
        <ColorSchemeScript nonce={nonce} defaultColorScheme="light" suppressHydrationWarning />
      </head>
      <body>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          {children}
        </MantineProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const [queryClient] = useState(() => {
    setPublicEnv(loaderData.publicEnv);
    const client = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
    if (loaderData.persistent) client.setQueryData(persistentDataQuery().queryKey, loaderData.persistent);
    return client;
  });
  // The token lives in browser storage: read it after hydration (server HTML is the visitor's).
  useEffect(() => {
    void session().load();
  }, []);
  // Answers cached for one identity are never shown to the next (acting as, returning, signing out).
  useEffect(() => clearCacheOnIdentityChange(session(), queryClient, ["admin"]), [queryClient]);
  // The dashboard sums up everything (payments, marking, classes, progress): after any write it
  // is refetched if on screen, and marked stale otherwise, so its cards never need a reload.
  useEffect(() => api.onWrite(() => void queryClient.invalidateQueries({ queryKey: USER_INFO_KEY })), [queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      <Frame>
        <RouteGuard>
          <Outlet />
        </RouteGuard>
      </Frame>
      <ModalHost />
    </QueryClientProvider>
  );
}

function Frame({ children }: { children: ReactNode }) {
  // Seeded from the root loader; refetched in the browser if the server could not get it.
  const { data } = useQuery(persistentDataQuery());
  return <AppFrame settings={data?.settings ?? null}>{children}</AppFrame>;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <RootError status={status} />;
}
