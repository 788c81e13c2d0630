import { Badge, Code, EmptyState, Group, Modal, NativeSelect, Paper, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { LatexPalette, LatexSymbol, LatexSymbolBody } from "@tq/contract/content";
import { IconMathSymbols } from "@tabler/icons-react";
import { useState } from "react";
import "@mantine/core/styles/Code.css";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { latexPaletteQuery } from "../../../lib/editor/editor-api.ts";
import { addSymbol, deleteSymbol, editSymbol, reorderSymbols } from "../api.ts";
import { useManagedList } from "../../../lib/use-managed-list.tsx";
import { LatexFormula } from "./latex-formula.tsx";
import { EditDeleteActions } from "../../../lib/ui/row-actions.tsx";
import { SortableList, SortableRowLayout } from "../../../lib/ui/sortable-list.tsx";
import { SymbolForm } from "./symbol-form.tsx";

interface Editing {
  symbol: LatexSymbol;
  category: string;
}

/** Manage Latex: add, edit, delete and reorder the palette's symbols, category by category. */
export function PaletteManager({ palette }: { palette: LatexPalette }) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const { notice, setNotice, saving, refresh, confirmDelete, reorder } = useManagedList(latexPaletteQuery().queryKey);
  const phone = useMediaQuery("(max-width: 36em)");
  const categories = palette.categories.map((c) => c.name);
  // One category at a time: the whole palette is a hundred rows.
  const [shown, setShown] = useState<string | null>(null);
  const category = palette.categories.find((c) => c.name === shown) ?? palette.categories[0];

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

  const confirmDeleteSymbol = (symbol: LatexSymbol) =>
    confirmDelete(
      symbol.label,
      "It leaves the palette of every author and the Writing Equations page. Text already written with it is not changed.",
      () => deleteSymbol(symbol.id),
    );

  const reorderCategory = (name: string, ids: number[]) =>
    reorder(
      (old) => ({
        categories: old.categories.map((c) =>
          c.name === name
            ? { ...c, symbols: ids.map((id) => c.symbols.find((s) => s.id === id)).filter((s) => s !== undefined) }
            : c,
        ),
      }),
      () => reorderSymbols({ category: name, ids }),
    );

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
            onReorder={(ids) => reorderCategory(category.name, ids)}
            renderItem={(s, controls) => (
              <SortableRowLayout
                controls={controls}
                minItemWidth={120}
                actions={
                  <EditDeleteActions
                    name={s.label}
                    onEdit={() => setEditing({ symbol: s, category: category.name })}
                    onDelete={() => confirmDeleteSymbol(s)}
                  />
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
                    <Code fz="xs" style={{ display: "block", overflowWrap: "anywhere" }}>
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
