import { Paper, Stack } from "@mantine/core";
import { SetRecoverPasswordBody } from "@tq/contract/auth";
import { ExpiredLink, SetPasswordForm } from "../features/auth/components/set-password-form.tsx";
import { documentTitle } from "../lib/meta.ts";
import { PageTitle } from "../lib/ui/page-title.tsx";
import type { Route } from "./+types/set-password";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Choose a new password") }, { name: "robots", content: "noindex" }];
}

/** setpassword/{email}/{token}: the link from the recovery email. */
export default function SetPassword({ params }: Route.ComponentProps) {
  // A link whose address or token is malformed can never work: say so before any typing.
  const valid = SetRecoverPasswordBody.pick({ email: true, token: true }).safeParse(params);
  return (
    <Stack maw={520} mx="auto" w="100%" gap={0}>
      <PageTitle title="Choose a new password" />
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        {valid.success ? (
          <SetPasswordForm email={valid.data.email} token={valid.data.token} />
        ) : (
          <ExpiredLink message="This link is not valid. It may have been cut when it was copied." />
        )}
      </Paper>
    </Stack>
  );
}
