import { Tabs } from "@mantine/core";
import {
  IconFiles,
  IconFileText,
  IconMail,
  IconMapPin,
  IconMessageHeart,
  IconSettings,
  type Icon,
} from "@tabler/icons-react";
import type { Role } from "@tq/contract/roles";
import type { Country } from "@tq/contract/site";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { CountryTab } from "./country-tab.tsx";
import { FolderPagesTab } from "./folder-pages-tab.tsx";
import { GeneralTab } from "./general-tab.tsx";
import { OutboxTab } from "./outbox-tab.tsx";
import { PagesTab } from "./pages-tab.tsx";

/** What a tab is given to draw itself. */
export interface SettingsTabProps {
  role: Role;
  homeCountry: string;
  countries: readonly Country[];
  /** The testimonies feature's moderation, handed in by the route (features never import each other). */
  testimonies: ReactNode;
}

interface SettingsTab {
  value: string;
  label: string;
  icon: Icon;
  roles: readonly Role[];
  render: (props: SettingsTabProps) => ReactNode;
}

/**
 * The tabs of generalsettings, in order. A new tab is one more entry here (and its own
 * component file); the first tab the role may see opens first.
 */
const TABS: readonly SettingsTab[] = [
  { value: "site", label: "Site", icon: IconSettings, roles: ["worlddirector"], render: () => <GeneralTab /> },
  { value: "pages", label: "Pages", icon: IconFileText, roles: ["worlddirector"], render: () => <PagesTab /> },
  {
    value: "folder",
    label: "Folder pages",
    icon: IconFiles,
    roles: ["worlddirector"],
    render: () => <FolderPagesTab />,
  },
  {
    value: "testimonies",
    label: "Testimonies",
    icon: IconMessageHeart,
    roles: ["worlddirector"],
    render: (p) => p.testimonies,
  },
  { value: "emails", label: "Emails", icon: IconMail, roles: ["worlddirector"], render: () => <OutboxTab /> },
  {
    value: "country",
    label: "Country",
    icon: IconMapPin,
    roles: ["worlddirector", "countrydirector"],
    render: (p) => (
      <CountryTab countries={p.countries} homeCountry={p.homeCountry} canPickCountry={p.role === "worlddirector"} />
    ),
  },
];

export function SettingsTabs(props: SettingsTabProps) {
  const tabs = TABS.filter((t) => t.roles.includes(props.role));
  // The open tab lives in the URL (?tab=pages): a reload, a shared link or Back keeps it.
  const [search, setSearch] = useSearchParams();
  const asked = search.get("tab");
  const current = tabs.some((t) => t.value === asked) ? asked : (tabs[0]?.value ?? null);
  const open = (value: string | null) =>
    setSearch(
      (s) => {
        // A tab's own filters (the emails' ?to=) stay with that tab.
        const next = new URLSearchParams();
        for (const [k, v] of s) if (k !== "tab" && k !== "to") next.append(k, v);
        if (value && value !== tabs[0]?.value) next.set("tab", value);
        return next;
      },
      { replace: true },
    );
  return (
    <Tabs value={current} onChange={open} keepMounted={false}>
      <Tabs.List mb="lg">
        {tabs.map(({ value, label, icon: TabIcon }) => (
          <Tabs.Tab key={value} value={value} leftSection={<TabIcon size={16} aria-hidden />}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Panel key={t.value} value={t.value}>
          {t.render(props)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
