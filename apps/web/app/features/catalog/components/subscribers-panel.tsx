import { Button, Group } from "@mantine/core";
import { hrefTo } from "@tq/contract/paths";
import { IconLock } from "@tabler/icons-react";
import { Link } from "react-router";
import { PageState } from "../../../lib/ui/page-state.tsx";

/** A tutorial beyond the free previews, for a reader without a subscription: the course, or log in. */
export function SubscribersPanel({
  message,
  courseId,
  signedIn,
}: {
  message: string;
  courseId: number;
  signedIn: boolean;
}) {
  return (
    <PageState
      my="xl"
      icon={<IconLock aria-hidden />}
      heading="For subscribers"
      description={message}
      data-testid="subscribers-panel"
    >
      <Group gap="sm" justify="center">
        <Button component={Link} to={hrefTo("coursedetail", { courseId })}>
          See the course
        </Button>
        {signedIn ? null : (
          <Button component={Link} to="/login/one" variant="default">
            Log in
          </Button>
        )}
      </Group>
    </PageState>
  );
}
