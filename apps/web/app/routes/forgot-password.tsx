import { Anchor, Paper, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { ForgotPasswordForm } from "../features/auth/components/forgot-password-form.tsx";
import { documentTitle } from "../lib/meta.ts";
import { PageTitle } from "../lib/ui/page-title.tsx";
import type { Route } from "./+types/forgot-password";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Forgot password") }];
}

export default function ForgotPassword() {
  return (
    <Stack maw={520} mx="auto" w="100%" gap={0}>
      <PageTitle
        title="Forgot your password?"
        description="Enter your email address. If it belongs to an account, we send a link to choose a new password."
      />
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        <ForgotPasswordForm />
      </Paper>
      <Text size="sm" mt="md" ta="center">
        Remembered it?{" "}
        <Anchor component={Link} to="/login/one">
          Log in
        </Anchor>
      </Text>
    </Stack>
  );
}
