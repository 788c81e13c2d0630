import { useQuery } from "@tanstack/react-query";
import { persistentDataQuery } from "../lib/site-api.ts";
import { CompaniesScreen } from "../features/accounts/components/companies-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import { PageTitle } from "../lib/ui/page-title.tsx";
import { useSession } from "../lib/use-session.ts";
import type { Route } from "./+types/my-companies";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "My Companies") }];
}

/**
 * mycompanies (directors): the organisations they manage. Also where "Stop acting" lands
 * (?refresh=<timestamp> makes it a fresh visit; the queries refetch for the restored admin).
 */
export default function MyCompanies() {
  const s = useSession();
  const { data: persistent } = useQuery(persistentDataQuery());
  return (
    <>
      <PageTitle title="My Companies" description="Schools and employers you work with, and their members." />
      <CompaniesScreen countries={persistent?.countries ?? []} homeCountry={s.user?.country ?? ""} />
    </>
  );
}
