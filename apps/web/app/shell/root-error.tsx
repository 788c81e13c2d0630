import { Button, Center } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { PageState } from "../lib/ui/page-state.tsx";

/** Last-resort page when the app itself failed to render (outside the shell). */
export function RootError({ status }: { status: number }) {
  const notFound = status === 404;
  return (
    <Center mih="100vh" p="md">
      <PageState
        icon={<IconAlertTriangle aria-hidden />}
        heading={notFound ? "Page not found" : "Something went wrong"}
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
      </PageState>
    </Center>
  );
}
