import { useQuery } from "@tanstack/react-query";
import { persistentDataQuery } from "../lib/site-api.ts";
import { SettingsTabs } from "../features/settings/components/settings-tabs.tsx";
import { TestimonyModeration } from "../features/testimonies/components/testimony-moderation.tsx";
import { documentTitle } from "../lib/meta.ts";
import { PageTitle } from "../lib/ui/page-title.tsx";
import { useSession } from "../lib/use-session.ts";
import type { Route } from "./+types/general-settings";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "General Settings") }];
}

/** generalsettings (directors; the route guard checks the role): the site's and a country's settings. */
export default function GeneralSettings() {
  const s = useSession();
  const { data: persistent } = useQuery(persistentDataQuery());
  const role = s.user?.role;
  if (!role) return null;
  const world = role === "worlddirector";
  return (
    <>
      <PageTitle
        title="General Settings"
        description={
          world
            ? "The site's title, registration, currency, banner and pages; any country's contact details and prices."
            : `The contact details and local prices of your country (${s.user?.country ?? ""}).`
        }
      />
      <SettingsTabs
        role={role}
        homeCountry={s.user?.country ?? ""}
        countries={persistent?.countries ?? []}
        testimonies={<TestimonyModeration />}
      />
    </>
  );
}
