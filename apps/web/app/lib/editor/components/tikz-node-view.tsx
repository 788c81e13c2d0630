import { Button, Group, Loader, Text } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { NodeViewWrapper, type ReactNodeViewProps } from "@tiptap/react";
import type { TikzBlockOptions } from "../extensions/tikz-block.ts";
import { useDiagram } from "../use-diagram.ts";

/** A TikZ picture inside the editor: drawn by the diagram service, edited in the diagram dialog. */
export function TikzNodeView({ node, extension, getPos, selected }: ReactNodeViewProps) {
  const options = extension.options as TikzBlockOptions;
  const source = String(node.attrs.source ?? "");
  const description = String(node.attrs.description ?? "");
  const diagram = useDiagram(source, options.draw);
  const open = () => {
    const pos = getPos();
    options.onEdit({ source, description, ...(pos === undefined ? {} : { pos }) });
  };
  return (
    <NodeViewWrapper className="editor-tikz" data-selected={selected || undefined} data-drag-handle="">
      <div className="editor-tikz-figure" contentEditable={false}>
        {diagram.state === "drawing" && (
          <Group gap="xs" justify="center" p="md">
            <Loader size="sm" />
            <Text size="sm">Drawing the diagram…</Text>
          </Group>
        )}
        {diagram.state === "drawn" && (
          <img src={diagram.url} alt={description || "TikZ diagram without a description"} />
        )}
        {diagram.state === "failed" && (
          <Text size="sm" c="red" p="sm" role="alert">
            This diagram cannot be drawn: {diagram.error}
          </Text>
        )}
      </div>
      <Group justify="flex-end" contentEditable={false}>
        <Button size="compact-sm" variant="light" leftSection={<IconPencil size={14} />} onClick={open}>
          Edit diagram
        </Button>
      </Group>
    </NodeViewWrapper>
  );
}
