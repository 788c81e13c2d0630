import { formatDay } from "@tq/contract/dates";
import {
  ActionIcon,
  Anchor,
  Box,
  CopyButton,
  EmptyState,
  Group,
  NavLink,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { ManualSection } from "@tq/contract/manual";
import { IconBook, IconCheck, IconLink, IconSearch, IconX } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { RenderedHtml } from "../../../lib/ui/rendered-html.tsx";
import { searchManual, sectionAnchor, sectionFromHash } from "../manual-search.ts";
import "./manual.css";

const dateOf = (iso: string) => formatDay(iso);

function SectionView({ section }: { section: ManualSection }) {
  const anchor = sectionAnchor(section.id);
  const link = typeof window === "undefined" ? `/manual#${anchor}` : `${window.location.origin}/manual#${anchor}`;
  return (
    <Box component="article" id={anchor} aria-labelledby={`${anchor}-title`} style={{ scrollMarginTop: 80 }}>
      <Group gap="xs" wrap="nowrap" align="center">
        <Title id={`${anchor}-title`} order={2} fz={{ base: 22, sm: 26 }}>
          {section.title}
        </Title>
        <CopyButton value={link} timeout={1500}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? "Link copied" : "Copy a link to this section"}>
              <ActionIcon
                variant="subtle"
                color={copied ? "teal" : "gray"}
                onClick={copy}
                aria-label={`Copy a link to ${section.title}`}
              >
                {copied ? <IconCheck size={18} aria-hidden /> : <IconLink size={18} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      <Text size="xs" c="dimmed" mb="sm">
        Updated {dateOf(section.updatedAt)}
        {section.updatedBy ? ` by ${section.updatedBy}` : ""}
      </Text>
      {section.renderedHtml ? (
        <RenderedHtml html={section.renderedHtml} />
      ) : (
        <Text c="dimmed">This section has no text yet.</Text>
      )}
    </Box>
  );
}

/**
 * The site manual for staff: a table of contents, a search over titles and text, and every
 * section in order; /manual#section-<id> opens at that section.
 */
export function ManualReader({ sections }: { sections: readonly ManualSection[] }) {
  const [query, setQuery] = useState("");
  const [debounced] = useDebouncedValue(query, 150);
  const { hash } = useLocation();
  const hits = searchManual(sections, debounced);
  const searching = debounced.trim() !== "";
  const target = sectionFromHash(hash);

  // The sections arrive after the first paint, so the browser cannot jump to the hash itself.
  useEffect(() => {
    if (target === null) return;
    document.getElementById(sectionAnchor(target))?.scrollIntoView({ block: "start" });
  }, [target, sections.length]);

  if (sections.length === 0) {
    return (
      <EmptyState
        icon={<IconBook aria-hidden />}
        title="The manual is empty"
        description="The world director writes the manual's sections at Manage Manual."
      />
    );
  }

  return (
    <Box style={{ display: "grid", gap: "var(--mantine-spacing-xl)", alignItems: "start" }} className="manual-layout">
      <Stack gap="sm" component="nav" aria-label="Manual contents" className="manual-toc">
        <TextInput
          leftSection={<IconSearch size={16} aria-hidden />}
          placeholder="Search the manual"
          aria-label="Search the manual"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          rightSection={
            query ? (
              <ActionIcon variant="subtle" color="gray" onClick={() => setQuery("")} aria-label="Clear the search">
                <IconX size={16} aria-hidden />
              </ActionIcon>
            ) : null
          }
        />
        <Paper withBorder radius="md" p={4}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pt="xs" pb={4}>
            Contents
          </Text>
          {sections.map((s, i) => (
            <NavLink
              key={s.id}
              href={`#${sectionAnchor(s.id)}`}
              label={`${i + 1}. ${s.title}`}
              active={target === s.id}
              style={{ borderRadius: 6 }}
            />
          ))}
        </Paper>
      </Stack>

      <Stack gap="xl" aria-live="polite">
        {searching ? (
          <Text size="sm" c="dimmed" role="status">
            {hits.length === 0
              ? `No section mentions “${debounced.trim()}”.`
              : `${hits.length} ${hits.length === 1 ? "section mentions" : "sections mention"} “${debounced.trim()}”.`}
          </Text>
        ) : null}
        {searching && hits.length > 0 ? (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label="Search results">
            {hits.map((h) => (
              <li key={h.section.id}>
                <Anchor href={`#${sectionAnchor(h.section.id)}`} fw={600}>
                  {h.section.title}
                </Anchor>
                {h.excerpt ? (
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {h.excerpt}
                  </Text>
                ) : null}
              </li>
            ))}
          </Stack>
        ) : null}
        {(searching ? hits.map((h) => h.section) : sections).map((s) => (
          <SectionView key={s.id} section={s} />
        ))}
      </Stack>
    </Box>
  );
}
