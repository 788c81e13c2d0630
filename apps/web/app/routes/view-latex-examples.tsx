import { EmptyState, Stack, Text, Title } from "@mantine/core";
import { LatexPalette } from "@tq/contract/content";
import { IconMathSymbols } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useRevalidator } from "react-router";
import { CONTENT_PATHS } from "../features/content/api.ts";
import { DelimitersGuide } from "../features/content/components/delimiters-guide.tsx";
import { PaletteView } from "../features/content/components/palette-view.tsx";
import { TryItBox } from "../features/content/components/try-it-box.tsx";
import { WorkedExamples } from "../features/content/components/worked-examples.tsx";
import { textToHtml } from "../features/content/source-html.ts";
import { documentTitle } from "../lib/meta.ts";
import { loadFrom, serverSide } from "../lib/server-api.server.ts";
import { LoadError } from "../lib/ui/load-error.tsx";
import { PageTitle } from "../lib/ui/page-title.tsx";
import type { Route } from "./+types/view-latex-examples";

/** Server-rendered: the palette is in the first paint (and for search engines). */
export async function loader({ context, request }: Route.LoaderArgs) {
  try {
    const palette = await loadFrom(serverSide(context, request), "GET", CONTENT_PATHS.latexSymbols, LatexPalette);
    return { palette };
  } catch {
    // The rest of the page (guide, examples, try-it) does not need the palette.
    return { palette: null };
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: documentTitle(matches, "Writing Equations") },
    { name: "description", content: "How to write equations with LaTeX in tutorials and answers, with examples." },
  ];
}

const TRY_IT_START = String.raw`The area of a circle is $A = \pi r^2$.

$$x = \frac{-b \pm \sqrt{b^2 - 4ac}}{2a}$$`;

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

export default function ViewLatexExamples({ loaderData }: Route.ComponentProps) {
  const { palette } = loaderData;
  const revalidator = useRevalidator();
  return (
    <Stack gap={40}>
      <div>
        <PageTitle
          title="Writing Equations"
          description="Tutorials, questions and answers take mathematics written in LaTeX. Here is how, with examples to copy."
        />
        <DelimitersGuide />
      </div>

      <Section
        id="examples-title"
        title="Worked examples"
        intro="Each example shows the source as you type it and what readers see. Copy a source and change it to your needs."
      >
        <WorkedExamples />
      </Section>

      <TryItBox
        title="Try it"
        description="Type text with formulas; the result is exactly what readers of a tutorial would see."
        initial={TRY_IT_START}
        toHtml={textToHtml}
        live
      />

      <Section
        id="palette-title"
        title="Symbols by category"
        intro="The same palette the equation editor offers. Copy a symbol's LaTeX and put it between dollar signs."
      >
        {palette === null ? (
          <LoadError message="The symbol palette could not be loaded." onRetry={() => void revalidator.revalidate()} />
        ) : palette.categories.length === 0 ? (
          <EmptyState
            icon={<IconMathSymbols aria-hidden />}
            title="No symbols yet"
            description="The palette has no symbols at the moment; the examples above show the most common ones."
          />
        ) : (
          <PaletteView palette={palette} />
        )}
      </Section>
    </Stack>
  );
}

export function ErrorBoundary() {
  const revalidator = useRevalidator();
  return <LoadError message="This page could not be loaded." onRetry={() => void revalidator.revalidate()} />;
}
