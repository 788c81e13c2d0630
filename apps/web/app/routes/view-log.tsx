import { LogScreen } from "../features/activity-log/components/log-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import { PageTitle } from "../lib/ui/page-title.tsx";
import type { Route } from "./+types/view-log";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "View log") }];
}

/** viewlog (world director; the route guard checks the role): the activity log. */
export default function ViewLog() {
  return (
    <>
      <PageTitle title="Activity log" />
      <LogScreen />
    </>
  );
}
