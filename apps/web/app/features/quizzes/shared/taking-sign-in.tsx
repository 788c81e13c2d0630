import { Button } from "@mantine/core";
import { IconLogin } from "@tabler/icons-react";
import { hrefTo } from "@tq/contract/paths";
import { Link } from "react-router";
import { PageState } from "../../../lib/ui/page-state.tsx";

/** Quizzes are taken signed in: a visitor gets the way to the sign-in page. */
export function TakingSignIn({ heading, description }: { heading: string; description: string }) {
  return (
    <PageState icon={<IconLogin size={32} />} heading={heading} description={description}>
      <Button component={Link} to={hrefTo("login", { checkedtype: "one" })}>
        Log in
      </Button>
    </PageState>
  );
}
