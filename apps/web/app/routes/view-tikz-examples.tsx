import { EmptyState, Stack, Text, Title } from "@mantine/core";
import { TikzExampleList } from "@tq/contract/content";
import { IconChartDots3 } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { CONTENT_PATHS } from "../features/content/api.ts";
import { TikzGallery } from "../features/content/components/tikz-gallery.tsx";
import { TikzGuide } from "../features/content/components/tikz-guide.tsx";
import { TryItBox } from "../features/content/components/try-it-box.tsx";
import { useRefreshWhileUndrawn } from "../features/content/hooks/use-refresh-while-undrawn.ts";
import { tikzToHtml } from "../features/content/source-html.ts";
import { documentTitle } from "../lib/meta.ts";
import { loadFrom, serverSide } from "../lib/server-api.server.ts";
import { LoadError } from "../lib/ui/load-error.tsx";
import { PageTitle } from "../lib/ui/page-title.tsx";
import type { Route } from "./+types/view-tikz-examples";

/** Server-rendered: the gallery (and the diagrams already drawn) are in the first paint. */
export async function loader({ context, request }: Route.LoaderArgs) {
  try {
    return {
      examples: await loadFrom(serverSide(context, request), "GET", CONTENT_PATHS.tikzExamples, TikzExampleList),
    };
  } catch {
    // The guide and the try-it box work without the gallery.
    return { examples: null };
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: documentTitle(matches, "Drawing Diagrams") },
    { name: "description", content: "How to draw diagrams with TikZ in tutorials, with examples to copy and try." },
  ];
}

const TRY_IT_START = String.raw`\begin{tikzpicture}
\draw[thick, blue] (0,0) circle (1);
\draw[-latex] (-1.5,0) -- (1.5,0) node[right] {$x$};
\draw[-latex] (0,-1.5) -- (0,1.5) node[above] {$y$};
\node at (0.9,0.9) {$r = 1$};
\end{tikzpicture}`;

export default function ViewTikzExamples({ loaderData }: Route.ComponentProps) {
  const { examples } = loaderData;
  const revalidator = useRevalidator();
  useRefreshWhileUndrawn(examples, () => void revalidator.revalidate());
  const [tryIt, setTryIt] = useState(TRY_IT_START);
  const tryItRef = useRef<HTMLDivElement>(null);

  function tryExample(source: string) {
    setTryIt(source);
    tryItRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    tryItRef.current?.querySelector("textarea")?.focus({ preventScroll: true });
  }

  return (
    <Stack gap={40}>
      <div>
        <PageTitle
          title="Drawing Diagrams"
          description="Graphs, shapes, number lines and circuits in tutorials and questions, drawn from TikZ."
        />
        <TikzGuide />
      </div>

      <Stack component="section" gap="sm" aria-labelledby="gallery-title">
        <Title order={2} id="gallery-title" fz={{ base: 20, sm: 24 }}>
          Examples
        </Title>
        <Text c="dimmed">Copy a source into your tutorial, or change it in the try-it box below.</Text>
        {examples === null ? (
          <LoadError message="The examples could not be loaded." onRetry={() => void revalidator.revalidate()} />
        ) : examples.length === 0 ? (
          <EmptyState
            icon={<IconChartDots3 aria-hidden />}
            title="No examples yet"
            description="There are no diagram examples at the moment. The try-it box below works all the same."
          />
        ) : (
          <TikzGallery examples={examples} onTry={tryExample} />
        )}
      </Stack>

      <div ref={tryItRef} style={{ scrollMarginTop: 72 }}>
        <TryItBox
          title="Try it"
          description="Write or change a TikZ picture, then show the result: exactly what readers of a tutorial would see."
          initial={TRY_IT_START}
          value={tryIt}
          onChange={setTryIt}
          toHtml={tikzToHtml}
          live={false}
          monospace
        />
      </div>
    </Stack>
  );
}

export function ErrorBoundary() {
  const revalidator = useRevalidator();
  return <LoadError message="This page could not be loaded." onRetry={() => void revalidator.revalidate()} />;
}
