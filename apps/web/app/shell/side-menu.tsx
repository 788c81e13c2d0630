import { NavLink, Text } from "@mantine/core";
import type { Menu, MenuEntry } from "@tq/contract/menus";
import type { MenuKind } from "@tq/contract/roles";
import { useId, useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { usePreloadAllowed } from "../lib/use-preload-allowed.ts";
import { MENU_ICONS } from "./menu-icons.tsx";

/**
 * An entry is current when its url is the page's path; when no entry's url is, an entry
 * whose first segment matches is (/userprofile/two is My Profile). So /login/one lights
 * Login only, not Sign Up (/login/two) too.
 */
function isCurrent(url: string, pathname: string, exactExists: boolean): boolean {
  if (url === "") return false;
  if (exactExists) return url === pathname;
  const segment = (path: string) => path.split("/")[1] ?? "";
  return segment(url) === segment(pathname);
}

function hasExactEntry(entries: MenuEntry[], pathname: string): boolean {
  return entries.some((e) => e.url === pathname || hasExactEntry(e.children, pathname));
}

function MenuItem({
  entry,
  pathname,
  preload,
  exact,
}: {
  entry: MenuEntry;
  pathname: string;
  preload: boolean;
  exact: boolean;
}) {
  const Icon = MENU_ICONS[entry.icon];
  const icon = <Icon size={20} stroke={1.6} aria-hidden />;
  if (entry.children.length > 0) {
    return <MenuGroup entry={entry} pathname={pathname} preload={preload} exact={exact} icon={icon} />;
  }
  const current = isCurrent(entry.url, pathname, exact);
  return (
    <NavLink
      component={Link}
      to={entry.url}
      prefetch={preload ? "intent" : "none"}
      label={entry.title}
      leftSection={icon}
      active={current}
      aria-current={current ? "page" : undefined}
      data-testid="menu-entry"
    />
  );
}

/** A group of entries (Site Settings): a button that says whether its entries are shown. */
function MenuGroup({
  entry,
  pathname,
  preload,
  exact,
  icon,
}: {
  entry: MenuEntry;
  pathname: string;
  preload: boolean;
  exact: boolean;
  icon: ReactNode;
}) {
  const childCurrent = entry.children.some((c) => isCurrent(c.url, pathname, exact));
  const [opened, setOpened] = useState(entry.open || childCurrent);
  const groupId = useId();
  return (
    <NavLink
      component="button"
      type="button"
      label={entry.title}
      leftSection={icon}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      aria-controls={groupId}
      id={`${groupId}-toggle`}
      childrenOffset={28}
      data-testid="menu-group"
    >
      <div id={groupId} role="group" aria-labelledby={`${groupId}-toggle`}>
        {entry.children.map((child) => (
          <MenuItem key={child.url} entry={child} pathname={pathname} preload={preload} exact={exact} />
        ))}
      </div>
    </NavLink>
  );
}

/** The spec's side menu (§2): the kind's title, then its entries in order. */
export function SideMenu({ menu, kind }: { menu: Menu; kind: MenuKind }) {
  const { pathname } = useLocation();
  const preload = usePreloadAllowed();
  const exact = hasExactEntry(menu.entries, pathname);
  // The navbar scrolls natively (app-frame): Mantine's ScrollArea brought Floating UI into every page.
  return (
    <nav aria-labelledby="side-menu-title" data-testid="side-menu" data-menu-kind={kind}>
      <Text id="side-menu-title" component="h2" size="sm" fw={700} c="dimmed" px="sm" py="xs" data-testid="menu-title">
        {menu.title}
      </Text>
      {menu.entries.map((entry) => (
        <MenuItem
          key={`${entry.title}-${entry.url}`}
          entry={entry}
          pathname={pathname}
          preload={preload}
          exact={exact}
        />
      ))}
    </nav>
  );
}
