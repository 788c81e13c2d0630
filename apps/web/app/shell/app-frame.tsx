import { Anchor, AppShell, Box, Burger, Button, Group } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { DEFAULT_SITE_TITLE, menuFor } from "@tq/contract/menus";
import { MENU_KIND_OF_ROLE, type MenuKind } from "@tq/contract/roles";
import type { PublicSettings } from "@tq/contract/site";
import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { focusFirstInvalidOnSubmit } from "../lib/focus-invalid.ts";
import { setNavigator } from "../lib/navigation.ts";
import { useSession } from "../lib/use-session.ts";
import { IdlePreload } from "./idle-preload.tsx";
import { NavigationProgress } from "./navigation-progress.tsx";
import { RouteAnnouncer } from "./route-announcer.tsx";
import { RouteMenuSwitch, useRouteMenu } from "./route-menu.tsx";
import { SideMenu } from "./side-menu.tsx";
import { SiteFooter } from "./site-footer.tsx";

// Only a signed-in reader has it, and only after hydration (the token is in browser storage): its
// menu and popover code stay out of every visitor's first load (issue #16).
const AccountMenu = lazy(() => import("./account-menu.tsx").then((m) => ({ default: m.AccountMenu })));
// Shown only with a site notice or while acting as someone: their alerts stay out of the first load.
const SessionBanners = lazy(() => import("./session-banners.tsx").then((m) => ({ default: m.SessionBanners })));

/** The spec's shell (§2): a side menu of the user's kind, and the routed content. */
export function AppFrame({ settings, children }: { settings: PublicSettings | null; children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const s = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const siteTitle = settings?.siteTitle.trim() || DEFAULT_SITE_TITLE;
  const user = s.loggedIn ? s.user : null;
  const maintenance = settings?.maintenanceBanner.trim() ?? "";
  const kind: MenuKind = user ? MENU_KIND_OF_ROLE[user.role] : "AppPages";
  const menu = menuFor(kind, siteTitle);
  // A route with its own menu (the chapters while a tutorial is open) shows it instead.
  const routeMenu = useRouteMenu();

  // Non-React code (API client, logout) navigates through the router once it exists.
  useEffect(() => setNavigator((to, options) => void navigate(to, options)), [navigate]);
  useEffect(() => focusFirstInvalidOnSubmit(), []);
  // On a phone the menu closes once a destination is chosen.
  useEffect(close, [location.pathname, close]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 272, breakpoint: "sm", collapsed: { mobile: !opened } }}
      padding="md"
    >
      <a href="#main-content" className="skip-link">
        Skip to content
      </a>
      <NavigationProgress />
      <RouteAnnouncer />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? "Close the menu" : "Open the menu"}
              aria-expanded={opened}
              aria-controls="side-menu-panel"
              data-testid="menu-burger"
            />
            <Anchor
              component={Link}
              to="/home"
              fw={800}
              fz={{ base: "md", sm: "lg" }}
              c="var(--mantine-color-text)"
              underline="never"
              truncate="end"
              data-testid="site-title"
            >
              {siteTitle}
            </Anchor>
          </Group>
          {user ? (
            <Suspense fallback={<Box w={32} h={32} />}>
              <AccountMenu user={user} />
            </Suspense>
          ) : (
            <Group gap="xs" wrap="nowrap" visibleFrom="xs">
              <Button component={Link} to="/login/one" variant="subtle" size="sm">
                Log in
              </Button>
              <Button component={Link} to="/login/two" size="sm">
                Sign up
              </Button>
            </Group>
          )}
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        p="xs"
        id="side-menu-panel"
        data-closed={opened ? undefined : true}
        style={{ overflowY: "auto", overscrollBehavior: "contain" }}
      >
        {routeMenu ? (
          <RouteMenuSwitch routeMenu={routeMenu} roleMenu={<SideMenu menu={menu} kind={kind} />} />
        ) : (
          <SideMenu menu={menu} kind={kind} />
        )}
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1}>
        {/* A readable line length on wide screens; full width on phones. */}
        <Box maw={1200} mx="auto">
          {maintenance || user?.originalId || (user && s.adminUser) ? (
            <Suspense fallback={null}>
              <SessionBanners maintenance={maintenance} />
            </Suspense>
          ) : null}
          {children}
          <SiteFooter siteTitle={siteTitle} />
        </Box>
      </AppShell.Main>
      <IdlePreload />
    </AppShell>
  );
}
