import {
  ActionIcon,
  Badge,
  Code,
  EmptyState,
  Group,
  Modal,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { modals } from "@mantine/modals";
import type { LatexPalette, LatexSymbol, LatexSymbolBody } from "@tq/contract/content";
import { useQueryClient } from "@tanstack/react-query";
import { IconMathSymbols, IconPencil, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import "@mantine/core/styles/Code.css";
import { errorMessage } from "../../../lib/api-error.ts";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { addSymbol, deleteSymbol, editSymbol, latexPaletteQuery, reorderSymbols } from "../api.ts";
import { LatexFormula } from "./latex-formula.tsx";
import { SortableList, SortableRowLayout } from "../../../lib/ui/sortable-list.tsx";
import { SymbolForm } from "./symbol-form.tsx";

interface Editing {
  symbol: LatexSymbol;
  category: string;
}

/** Manage Latex: add, edit, delete and reorder the palette's symbols, category by category. */
export function PaletteManager({ palette }: { palette: LatexPalette }) {
  const queryClient = useQueryClient();
  const key = latexPaletteQuery().queryKey;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [notice, setNotice] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const phone = useMediaQuery("(max-width: 36em)");
  const categories = palette.categories.map((c) => c.name);
  // One category at a time: the whole palette is a hundred rows.
  const [shown, setShown] = useState<string | null>(null);
  const category = palette.categories.find((c) => c.name === shown) ?? palette.categories[0];
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  async function add(values: LatexSymbolBody) {
    const added = await addSymbol(values);
    setShown(added.category);
    setNotice({ kind: "success", text: `Added “${added.label}” to ${added.category}.` });
    await refresh();
  }

  async function save(values: LatexSymbolBody) {
    if (!editing) return;
    await editSymbol(editing.symbol.id, values);
    setEditing(null);
    setNotice({ kind: "success", text: `Saved “${values.label}”.` });
    await refresh();
  }

  function confirmDelete(symbol: LatexSymbol) {
    modals.openConfirmModal({
      title: `Delete “${symbol.label}”?`,
      children: (
        <Text size="sm">
          It leaves the palette of every author and the Writing Equations page. Text already written with it is not
          changed.
        </Text>
      ),
      labels: { confirm: "Delete", cancel: "Keep it" },
      confirmProps: { color: "red" },
      onConfirm: () => {
        setNotice(null);
        deleteSymbol(symbol.id).then(
          () => {
            setNotice({ kind: "success", text: `Deleted “${symbol.label}”.` });
            void refresh();
          },
          (error: unknown) => setNotice({ kind: "error", text: errorMessage(error) }),
        );
      },
    });
  }

  /** Shows the new order at once; puts the old one back if the server refuses. */
  async function reorder(name: string, ids: number[]) {
    const before = queryClient.getQueryData(key);
    queryClient.setQueryData(key, (old) =>
      old
        ? {
            categories: old.categories.map((c) =>
              c.name === name
                ? { ...c, symbols: ids.map((id) => c.symbols.find((s) => s.id === id)).filter((s) => s !== undefined) }
                : c,
            ),
          }
        : old,
    );
    setSaving(true);
    setNotice(null);
    try {
      queryClient.setQueryData(key, await reorderSymbols({ category: name, ids }));
    } catch (error) {
      queryClient.setQueryData(key, before);
      setNotice({ kind: "error", text: `The new order was not saved: ${errorMessage(error)}` });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="xl">
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="add-symbol-title">
        <Title order={2} fz="lg" id="add-symbol-title" mb="sm">
          Add a symbol
        </Title>
        <SymbolForm
          mode="add"
          initial={{ category: categories[0] ?? "", label: "", latex: "" }}
          categories={categories}
          submitLabel="Add the symbol"
          onSave={add}
        />
      </Paper>

      {notice ? <FormAlert kind={notice.kind}>{notice.text}</FormAlert> : null}

      {palette.categories.length === 0 ? (
        <EmptyState
          icon={<IconMathSymbols aria-hidden />}
          title="The palette is empty"
          description="Add the first symbol above; its category is created with it."
        />
      ) : null}

      {category ? (
        <Stack gap="xs" component="section" aria-labelledby="category-title" data-testid="manage-category">
          <Group gap="sm" justify="space-between" align="flex-end">
            <Group gap="xs">
              <Title order={2} fz="lg" id="category-title">
                {category.name}
              </Title>
              <Badge variant="light" color="gray">
                {category.symbols.length}
              </Badge>
            </Group>
            <NativeSelect
              label="Category shown"
              value={category.name}
              onChange={(e) => setShown(e.currentTarget.value)}
              data={palette.categories.map((c) => ({ value: c.name, label: `${c.name} (${c.symbols.length})` }))}
              w={{ base: "100%", xs: 260 }}
            />
          </Group>
          <SortableList
            label={`Symbols of ${category.name}`}
            items={category.symbols}
            nameOf={(s) => s.label}
            disabled={saving}
            onReorder={(ids) => reorder(category.name, ids)}
            renderItem={(s, controls) => (
              <SortableRowLayout
                controls={controls}
                minItemWidth={120}
                actions={
                  <>
                    <Tooltip label="Edit">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Edit ${s.label}`}
                        onClick={() => setEditing({ symbol: s, category: category.name })}
                      >
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Delete">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${s.label}`}
                        onClick={() => confirmDelete(s)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </>
                }
              >
                <Group gap="sm" wrap="nowrap">
                  <Text component="div" fz="lg" miw={48} style={{ overflowX: "auto" }}>
                    <LatexFormula latex={s.latex} />
                  </Text>
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" truncate="end">
                      {s.label}
                    </Text>
                    <Code fz="xs" style={{ display: "block", whiteSpace: "nowrap", overflowX: "auto" }}>
                      {s.latex}
                    </Code>
                  </div>
                </Group>
              </SortableRowLayout>
            )}
          />
        </Stack>
      ) : null}

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? `Edit “${editing.symbol.label}”` : ""}
        size="lg"
        fullScreen={phone}
      >
        {editing ? (
          <SymbolForm
            key={editing.symbol.id}
            mode="edit"
            initial={{ category: editing.category, label: editing.symbol.label, latex: editing.symbol.latex }}
            categories={categories}
            submitLabel="Save"
            onSave={save}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
