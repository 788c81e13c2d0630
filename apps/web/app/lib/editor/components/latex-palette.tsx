import { ScrollArea, Tabs, Text, UnstyledButton } from "@mantine/core";
import type { PaletteCategory } from "../palette.ts";
import { renderLatex } from "../../latex.ts";

interface LatexPaletteProps {
  categories: readonly PaletteCategory[];
  /** Called with the symbol's LaTeX when the author picks it. */
  onPick: (latex: string) => void;
}

/** The palette by category: each symbol drawn by KaTeX, named for screen readers. */
export function LatexPalette({ categories, onPick }: LatexPaletteProps) {
  const first = categories[0];
  if (!first) {
    return (
      <Text size="sm" c="dimmed">
        The palette is empty. The world director adds symbols in Manage Latex.
      </Text>
    );
  }
  return (
    // Every panel stays in the page: a tab whose aria-controls names a panel not rendered is
    // invalid ARIA (issue #17).
    <Tabs defaultValue="category-0">
      <ScrollArea type="auto" offsetScrollbars>
        <Tabs.List style={{ flexWrap: "nowrap" }}>
          {/* Values without spaces: a tab's aria-controls is built from it and is a list of ids. */}
          {categories.map((c, i) => (
            <Tabs.Tab key={c.name} value={`category-${i}`}>
              {c.name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </ScrollArea>
      {categories.map((c, i) => (
        <Tabs.Panel key={c.name} value={`category-${i}`} pt="xs">
          <div className="latex-palette-grid">
            {c.symbols.map((s) => {
              const rendered = renderLatex(s.latex, false);
              return (
                <UnstyledButton
                  key={s.id}
                  className="latex-palette-symbol"
                  aria-label={`${s.label}: ${s.latex}`}
                  title={`${s.label} — ${s.latex}`}
                  onClick={() => onPick(s.latex)}
                >
                  {rendered.ok ? (
                    // KaTeX output of the director's formula with trust: false.
                    <span dangerouslySetInnerHTML={{ __html: rendered.html }} />
                  ) : (
                    <code>{s.latex}</code>
                  )}
                </UnstyledButton>
              );
            })}
          </div>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
