import { Box, Code } from "@mantine/core";
import "@mantine/core/styles/Code.css";
import { CopySourceButton } from "./copy-source-button.tsx";

/** Source code to read and copy; long lines wrap rather than widen the page on a phone. */
export function SourceBlock({ source, copyLabel }: { source: string; copyLabel: string }) {
  return (
    <Box pos="relative">
      <Code
        block
        fz="sm"
        pr={44}
        // Long lines wrap (a formula's source is one long line); the copy button keeps its corner.
        style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", maxHeight: 360, overflowY: "auto" }}
        data-testid="source-block"
        // A long source scrolls inside the block: a keyboard reaches and scrolls it too.
        tabIndex={0}
        role="region"
        aria-label="Source"
        data-scroll-region
      >
        {source}
      </Code>
      <Box pos="absolute" top={6} right={6}>
        <CopySourceButton value={source} label={copyLabel} />
      </Box>
    </Box>
  );
}
