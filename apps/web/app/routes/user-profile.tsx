import { Alert, Box, Tabs } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { IconInfoCircle } from "@tabler/icons-react";
import { data, useNavigate } from "react-router";
import { persistentDataQuery } from "../lib/site-api.ts";
import { GuardiansTab } from "../features/guardians/components/guardians-tab.tsx";
import { TestimonyCard } from "../features/testimonies/components/testimony-card.tsx";
import { ChangePasswordForm } from "../features/users/components/change-password-form.tsx";
import { ProfileDetailsForm } from "../features/users/components/profile-details-form.tsx";
import { documentTitle } from "../lib/meta.ts";
import { PageTitle } from "../lib/ui/page-title.tsx";
import { useSession } from "../lib/use-session.ts";
import type { Route } from "./+types/user-profile";

const TABS = ["one", "two", "three"] as const;
type Tab = (typeof TABS)[number];

function isTab(value: string): value is Tab {
  return (TABS as readonly string[]).includes(value);
}

/** userprofile/{checkedtype}: one = details, two = password, three = guardians. */
export function loader({ params }: Route.LoaderArgs) {
  if (!isTab(params.checkedtype)) throw data(null, { status: 404 });
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "My profile") }];
}

export default function UserProfile({ params }: Route.ComponentProps) {
  const tab: Tab = isTab(params.checkedtype) ? params.checkedtype : "one";
  const navigate = useNavigate();
  const { user } = useSession();
  const { data: persistent } = useQuery(persistentDataQuery());
  if (!user) return null;
  const actingAsWard = user.originalId !== 0;

  return (
    <>
      <PageTitle title="My profile" description={`${user.firstname} ${user.lastname} · ${user.email}`} />
      <Tabs
        value={tab}
        onChange={(value) => value && isTab(value) && void navigate(`/userprofile/${value}`, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="one">Details</Tabs.Tab>
          <Tabs.Tab value="two">Password</Tabs.Tab>
          <Tabs.Tab value="three">Guardians</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="one">
          <ProfileDetailsForm key={`${user.id}-${user.email}`} user={user} countries={persistent?.countries ?? []} />
          <Box mt="xl">
            <TestimonyCard acting={actingAsWard} />
          </Box>
        </Tabs.Panel>
        <Tabs.Panel value="two">
          {actingAsWard ? (
            <Alert color="gray" icon={<IconInfoCircle aria-hidden />}>
              The password cannot be changed while acting as a ward.
            </Alert>
          ) : (
            <ChangePasswordForm />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="three">
          <GuardiansTab isStudent={user.role === "student"} acting={actingAsWard} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
