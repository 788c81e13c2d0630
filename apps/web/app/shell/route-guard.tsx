import { routeDef } from "@tq/contract/paths";
import type { ReactNode } from "react";
import { Navigate, useLocation, useMatches } from "react-router";
import { guardDecision, loginHref } from "../lib/guard.ts";
import { ContentSkeleton } from "../lib/ui/content-skeleton.tsx";
import { useSession } from "../lib/use-session.ts";
import { NotAllowed } from "./not-allowed.tsx";
import { SignInPrompt } from "./sign-in-prompt.tsx";

/**
 * The spec's guard (§4) plus our role check (PRODUCT.md §1), for whichever route is showing.
 * Route ids in routes.ts are the contract's ids, so the deepest match names the RouteDef.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const location = useLocation();
  const s = useSession();
  const leaf = matches[matches.length - 1];
  const def = leaf ? routeDef(leaf.id) : undefined;
  const role = s.loggedIn ? (s.user?.role ?? null) : null;
  const here = `${location.pathname}${location.search}`;

  switch (guardDecision(def, { ready: s.ready, loggedIn: s.loggedIn, role })) {
    case "render":
      return children;
    case "wait":
      return <ContentSkeleton label="Checking your sign-in…" />;
    case "redirect":
      return <Navigate to={loginHref(here)} replace />;
    case "signin":
      return <SignInPrompt next={here} />;
    case "forbidden":
      return <NotAllowed role={role} />;
  }
}
