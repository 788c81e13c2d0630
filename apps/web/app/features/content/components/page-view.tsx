import { formatDay } from "@tq/contract/dates";
import { EmptyState, Text, Typography } from "@mantine/core";
import type { PublicPage } from "@tq/contract/site";
import { IconFileText } from "@tabler/icons-react";
import { PageTitle } from "../../../lib/ui/page-title.tsx";

/** A director-authored page. Only the seed writes pages today; their editor must sanitize on save. */
export function PageView({ page }: { page: PublicPage }) {
  const hasBody = page.html.trim() !== "";
  const updated = new Date(page.updatedAt);
  return (
    <article data-testid="public-page">
      <PageTitle title={page.title} />
      {hasBody ? (
        <>
          <Typography className="rich-content" dangerouslySetInnerHTML={{ __html: page.html }} maw={760} />
          {Number.isNaN(updated.getTime()) ? null : (
            <Text size="sm" c="dimmed" mt="xl">
              Last updated {formatDay(updated, { timeZone: "UTC" })}
            </Text>
          )}
        </>
      ) : (
        <EmptyState
          my="lg"
          icon={<IconFileText aria-hidden />}
          title="This page has not been written yet"
          description="The site's team has not published this page. Please check back later, or contact us with your question."
          data-testid="page-empty"
        />
      )}
    </article>
  );
}
