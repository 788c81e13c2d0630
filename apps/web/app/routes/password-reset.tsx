import { ChangePasswordForm } from "../features/users/components/change-password-form.tsx";
import { documentTitle } from "../lib/meta.ts";
import { PageTitle } from "../lib/ui/page-title.tsx";
import type { Route } from "./+types/password-reset";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Change password") }];
}

/** passwordreset [G]: the change-password form on its own page. */
export default function PasswordReset() {
  return (
    <>
      <PageTitle title="Change password" description="Changing your password signs out your other devices." />
      <ChangePasswordForm />
    </>
  );
}
