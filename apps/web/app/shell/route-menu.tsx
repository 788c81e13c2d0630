import { Button, Stack } from "@mantine/core";
import { IconArrowLeft, IconMenu2 } from "@tabler/icons-react";
import { useEffect, useState, type ReactNode } from "react";
import { useLocation, useMatches, type UIMatch } from "react-router";

/**
 * A route may replace the role menu with its own (spec §2: "When a tutorial is open, the menu
 * lists the chapters of the current course and subject") by exporting
 * `handle = { sideMenu: (match) => <Menu/> }`. Read from the matches, so it is server-rendered.
 */
export interface RouteMenuHandle {
  sideMenu?: (match: UIMatch) => ReactNode;
}

function hasSideMenu(handle: unknown): handle is Required<RouteMenuHandle> {
  return typeof handle === "object" && handle !== null && typeof (handle as RouteMenuHandle).sideMenu === "function";
}

/** The deepest route's own menu, or null when the role menu applies. */
export function useRouteMenu(): ReactNode {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    if (match && hasSideMenu(match.handle)) return match.handle.sideMenu(match) ?? null;
  }
  return null;
}

/** The route's menu first, with a button that swaps to the role menu (and back). */
export function RouteMenuSwitch({ routeMenu, roleMenu }: { routeMenu: ReactNode; roleMenu: ReactNode }) {
  const [showRoleMenu, setShowRoleMenu] = useState(false);
  const { pathname } = useLocation();
  // A new page shows its own menu again.
  useEffect(() => setShowRoleMenu(false), [pathname]);
  return (
    <Stack gap={4}>
      <Button
        variant="subtle"
        size="compact-sm"
        justify="flex-start"
        leftSection={showRoleMenu ? <IconArrowLeft size={16} aria-hidden /> : <IconMenu2 size={16} aria-hidden />}
        onClick={() => setShowRoleMenu((v) => !v)}
        aria-expanded={showRoleMenu}
        data-testid="menu-switch"
      >
        {showRoleMenu ? "Back to the chapters" : "Main menu"}
      </Button>
      {showRoleMenu ? roleMenu : routeMenu}
    </Stack>
  );
}
