// The one server-side DOM of the content pipeline: a jsdom window created once, used to
// configure DOMPurify (sanitize.ts) and to parse sanitized HTML for the math and TikZ passes.
//
// The server's tsconfig has no "dom" lib (and @types/jsdom would pull it into every server
// file), so this module types the handful of DOM members the pipeline uses itself.
import { createRequire } from "node:module";

export const ELEMENT_NODE = 1;
export const TEXT_NODE = 3;

export interface DomNode {
  readonly nodeType: number;
  readonly nodeName: string;
  readonly parentNode: DomNode | null;
  readonly childNodes: ArrayLike<DomNode>;
  readonly nextSibling: DomNode | null;
  textContent: string | null;
}

export interface DomText extends DomNode {
  data: string;
}

export interface DomAttr {
  readonly name: string;
  readonly value: string;
}

export interface DomElement extends DomNode {
  readonly tagName: string;
  readonly localName: string;
  readonly namespaceURI: string | null;
  readonly attributes: ArrayLike<DomAttr>;
  readonly ownerDocument: DomDocument;
  readonly nextElementSibling: DomElement | null;
  innerHTML: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  hasAttribute(name: string): boolean;
  querySelectorAll(selectors: string): ArrayLike<DomElement>;
  closest(selectors: string): DomElement | null;
  matches(selectors: string): boolean;
  replaceChildren(...nodes: DomNode[]): void;
  replaceWith(...nodes: DomNode[]): void;
  remove(): void;
}

export interface DomDocument {
  createElement(tagName: string): DomElement;
  createTextNode(data: string): DomText;
  createComment(data: string): DomNode;
}

export interface DomWindow {
  readonly document: DomDocument;
}

interface JsdomModule {
  JSDOM: new (html: string) => { readonly window: DomWindow };
}

let shared: DomWindow | undefined;

/** The pipeline's jsdom window (scripts and resource loading off: jsdom's defaults). */
export function contentWindow(): DomWindow {
  if (!shared) {
    // jsdom is CommonJS; loaded through require so that its (DOM-lib) types stay out.
    const { JSDOM } = createRequire(import.meta.url)("jsdom") as JsdomModule;
    shared = new JSDOM("<!DOCTYPE html><html><head></head><body></body></html>").window;
  }
  return shared;
}

/**
 * Parses an HTML fragment the way a page will when it inserts it into a <div>, and returns
 * that detached <div>. Nothing is attached to the document, so nothing accumulates.
 */
export function parseHtml(html: string): DomElement {
  const container = contentWindow().document.createElement("div");
  container.innerHTML = html;
  return container;
}

export function isElement(node: DomNode): node is DomElement {
  return node.nodeType === ELEMENT_NODE;
}

export function isText(node: DomNode): node is DomText {
  return node.nodeType === TEXT_NODE;
}
