import { Stack, Text, Title } from "@mantine/core";
import { PreviewAnswer } from "@tq/contract/content";
import type { ReactNode } from "react";
import { useRevalidator } from "react-router";
import { CONTENT_PATHS } from "../features/content/api.ts";
import { AllowlistTable } from "../features/content/components/allowlist-table.tsx";
import { HtmlExamples } from "../features/content/components/html-examples.tsx";
import { HtmlRules } from "../features/content/components/html-rules.tsx";
import { TryItBox } from "../features/content/components/try-it-box.tsx";
import { HTML_EXAMPLES } from "../features/content/html-guide.ts";
import { documentTitle } from "../lib/meta.ts";
import { loadFrom, serverSide } from "../lib/server-api.server.ts";
import { LoadError } from "../lib/ui/load-error.tsx";
import { PageTitle } from "../lib/ui/page-title.tsx";
import type { Route } from "./+types/html-formatting";

/** The examples' results come from the server's own pipeline, so they show what it really keeps. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const side = serverSide(context, request);
  const results = await Promise.all(
    HTML_EXAMPLES.map((e) =>
      loadFrom(side, "POST", CONTENT_PATHS.preview, PreviewAnswer, { html: e.source }).then(
        (answer) => answer.html,
        () => null,
      ),
    ),
  );
  return { results };
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: documentTitle(matches, "HTML Formatting") },
    { name: "description", content: "The HTML tutorials and answers may use, with examples and a live preview." },
  ];
}

const TRY_IT_START = `<h2>My notes</h2>
<p>Mass is <strong>conserved</strong>: $m_1 + m_2 = M$.</p>
<p onclick="alert('hi')">This paragraph loses its onclick.</p>
<script>alert("removed")</script>`;

function Section({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="sm" aria-labelledby={id}>
      <Title order={2} id={id} fz={{ base: 20, sm: 24 }}>
        {title}
      </Title>
      <Text c="dimmed">{intro}</Text>
      {children}
    </Stack>
  );
}

export default function HtmlFormatting({ loaderData }: Route.ComponentProps) {
  return (
    <Stack gap={40}>
      <div>
        <PageTitle
          title="HTML Formatting"
          description="Tutorials, questions and answers are HTML. Before anything is saved, the server keeps only what is safe and listed here."
        />
        <HtmlRules />
      </div>

      <Section
        id="allowed-title"
        title="Allowed tags and attributes"
        intro="Anything not in these tables is removed when the text is saved."
      >
        <AllowlistTable />
      </Section>

      <Section
        id="html-examples-title"
        title="Examples"
        intro="Each source beside what the server keeps of it, as readers will see it."
      >
        <HtmlExamples results={loaderData.results} />
      </Section>

      <TryItBox
        title="Live preview"
        description="Type or paste HTML: the preview shows what the server keeps, exactly as readers would see it."
        initial={TRY_IT_START}
        toHtml={(text) => text}
        live
        monospace
        showKeptHtml
      />
    </Stack>
  );
}

export function ErrorBoundary() {
  const revalidator = useRevalidator();
  return <LoadError message="This page could not be loaded." onRetry={() => void revalidator.revalidate()} />;
}
