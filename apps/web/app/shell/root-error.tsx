import { Button, Center, EmptyState } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";

/** Last-resort page when the app itself failed to render (outside the shell). */
export function RootError({ status }: { status: number }) {
  const notFound = status === 404;
  return (
    <Center mih="100vh" p="md">
      <EmptyState
        icon={<IconAlertTriangle aria-hidden />}
        title={
          <span role="heading" aria-level={1}>
            {notFound ? "Page not found" : "Something went wrong"}
          </span>
        }
        description={
          notFound
            ? "There is no page at this address."
            : "The page could not be shown. Reload the page, or go back to the home page."
        }
      >
        {/* A plain link: the router itself may be what failed. */}
        <Button component="a" href="/home">
          Go to the home page
        </Button>
      </EmptyState>
    </Center>
  );
}
