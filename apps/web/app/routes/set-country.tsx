import { useQueryClient } from "@tanstack/react-query";
import { persistentDataQuery } from "../lib/site-api.ts";
import { CountriesScreen } from "../features/settings/components/countries-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import { PageTitle } from "../lib/ui/page-title.tsx";
import type { Route } from "./+types/set-country";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Set Exchange Rate") }];
}

/** setcountry (world director; the route guard checks the role): countries, rates and their history. */
export default function SetCountry() {
  const queryClient = useQueryClient();
  return (
    <>
      <PageTitle
        title="Set Exchange Rate"
        description="Countries, their currencies and exchange rates, and directors."
      />
      <CountriesScreen
        onChanged={() => void queryClient.invalidateQueries({ queryKey: persistentDataQuery().queryKey })}
      />
    </>
  );
}
