import { XMLParser, XMLValidator } from "fast-xml-parser";
import type { TextFormat } from "./text-formats.ts";

/**
 * Reading untrusted XML safely: a DOCTYPE (and so any entity declaration: external entities,
 * "billion laughs") is refused before parsing; only XML's five entities and character
 * references are decoded, by our own decoder, so nothing can expand. The tree is walked through
 * the small typed accessors below, never trusted to have a shape.
 */

/** Where a DOCTYPE or ENTITY declaration is outside CDATA sections and comments, or -1. */
export function findDeclaration(xml: string): number {
  const pattern = /<!\[CDATA\[|<!--|<!(DOCTYPE|ENTITY)/gi;
  for (let m = pattern.exec(xml); m; m = pattern.exec(xml)) {
    if (m[1]) return m.index;
    const end = xml.indexOf(m[0] === "<!--" ? "-->" : "]]>", pattern.lastIndex);
    if (end < 0) return -1;
    pattern.lastIndex = end + 3;
  }
  return -1;
}

/** Line numbers of many positions, in one pass over the text. */
export function lineCounter(xml: string): (position: number) => number {
  const starts = [0];
  for (let i = xml.indexOf("\n"); i >= 0; i = xml.indexOf("\n", i + 1)) starts.push(i + 1);
  return (position) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((starts[mid] ?? 0) <= position) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
}

const XML_ENTITIES = new Map([
  ["lt", "<"],
  ["gt", ">"],
  ["amp", "&"],
  ["quot", '"'],
  ["apos", "'"],
]);

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z]+);/g, (whole, name: string) => {
    if (!name.startsWith("#")) return XML_ENTITIES.get(name) ?? whole;
    const code = name[1] === "x" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const ARRAYS = new Set(["question", "answer", "unit", "file"]);
const META = XMLParser.getMetaDataSymbol() as unknown as symbol;

export type ParsedXml = { ok: true; root: unknown } | { ok: false; message: string; line: number | null };

/** Checks and parses a document; CDATA stays raw, every other text is entity-decoded. */
export function parseXml(xml: string): ParsedXml {
  const declaration = findDeclaration(xml);
  if (declaration >= 0) {
    const line = lineCounter(xml)(declaration);
    return { ok: false, message: "Files with a DOCTYPE or entity declarations are refused.", line };
  }
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    return { ok: false, message: `The XML is not well-formed: ${valid.err.msg}`, line: valid.err.line };
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@",
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    captureMetaData: true,
    isArray: (name) => ARRAYS.has(name),
    entityDecoder: {
      decode: decodeEntities,
      // Input entities would come from a DOCTYPE, which is refused above: none are ever added.
      setExternalEntities: () => undefined,
      addInputEntities: () => undefined,
      reset: () => undefined,
      setXmlVersion: () => undefined,
    },
  });
  return { ok: true, root: parser.parse(xml) as unknown };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The first child element of that name. */
export function child(node: unknown, name: string): unknown {
  if (!isRecord(node)) return undefined;
  const value = node[name];
  return Array.isArray(value) ? (value[0] as unknown) : value;
}

export function children(node: unknown, name: string): unknown[] {
  if (!isRecord(node)) return [];
  const value = node[name];
  return Array.isArray(value) ? (value as unknown[]) : value === undefined ? [] : [value];
}

export function attribute(node: unknown, name: string): string | undefined {
  if (!isRecord(node)) return undefined;
  const value = node[`@${name}`];
  return typeof value === "string" ? value : undefined;
}

/** An element's text (`<a>x</a>` or `<a b="1">x</a>`); "" for an empty or missing one. */
export function textOf(node: unknown): string {
  if (typeof node === "string") return node;
  if (isRecord(node)) {
    const text = node["#text"];
    return typeof text === "string" ? text : "";
  }
  return "";
}

/** `<name><text>…</text></name>`: Moodle keeps the text of most fields in a `text` child. */
export const textIn = (node: unknown, name: string) => textOf(child(child(node, name), "text"));

/** Where an element started in the file. */
export function startOf(node: unknown): number {
  if (!isRecord(node)) return 0;
  const meta = (node as Record<symbol, unknown>)[META] as { startIndex?: number } | undefined;
  return meta?.startIndex ?? 0;
}

const FORMATS = new Map<string, TextFormat>([
  ["html", "html"],
  ["moodle_auto_format", "moodle"],
  ["plain_text", "plain"],
  ["markdown", "markdown"],
]);

/** An element's `format` attribute as a text format. */
export const formatOf = (node: unknown, fallback: TextFormat = "moodle") =>
  FORMATS.get(attribute(node, "format") ?? "") ?? fallback;

/** A rich field (`<questiontext format="html"><text>…</text></questiontext>`): its text and format. */
export function richField(node: unknown, name: string, fallback: TextFormat = "moodle") {
  return { text: textIn(node, name), format: formatOf(child(node, name), fallback) };
}
