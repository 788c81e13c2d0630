import { useQuery } from "@tanstack/react-query";
import { persistentDataQuery } from "../lib/site-api.ts";
import { UsersScreen } from "../features/accounts/components/users-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import { PageTitle } from "../lib/ui/page-title.tsx";
import { useSession } from "../lib/use-session.ts";
import type { Route } from "./+types/users";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Users") }];
}

/** users (directors; the route guard checks the role): people, their roles, tutor applications, act as. */
export default function Users() {
  const s = useSession();
  const { data: persistent } = useQuery(persistentDataQuery());
  const worldDirector = s.user?.role === "worlddirector";
  return (
    <>
      <PageTitle
        title="Users"
        description={
          worldDirector
            ? "Everyone on the site: find people, change roles, disable accounts, decide tutor applications."
            : `The people of your country (${s.user?.country ?? ""}): find them, change roles, decide tutor applications.`
        }
      />
      <UsersScreen countries={persistent?.countries ?? []} worldDirector={worldDirector} />
    </>
  );
}
