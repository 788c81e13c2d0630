import { LRUCache } from "lru-cache";
import type { FastifySerializerCompiler } from "fastify/types/schema.js";
import { ResponseSerializationError } from "fastify-type-provider-zod";
import { $ZodType, safeEncode } from "zod/v4/core";

/**
 * JSON for answers whose long strings recur from one answer to the next (issue #15). A quiz start
 * answers ~56 KB, nearly all of it the frozen questions' KaTeX HTML, the same strings for every
 * student of a class. JSON.stringify escapes them again for each answer (every `"` of the markup)
 * and, holding "−" and other characters beyond Latin-1, they make the whole answer a two-byte
 * string whose UTF-8 encoding costs as much again: together ~0.55 ms of a start's ~4.4 ms. Here
 * a string of LONG characters or more is escaped and encoded once and its bytes kept; the rest
 * of the answer is written as JSON.stringify writes it (a property test holds the two equal).
 */
const LONG = 256;
/** Bytes of encoded strings kept, the least recently used dropped first. */
const BUDGET = 16_000_000;

// Counted: the bytes, the key string (two bytes a character at most) and the entry itself.
const encoded = new LRUCache<string, Buffer>({
  maxSize: BUDGET,
  sizeCalculation: (b, key) => b.length + 2 * key.length + 64,
});

function bytesOf(s: string): Buffer {
  let b = encoded.get(s);
  if (!b) {
    const json = JSON.stringify(s);
    // Not from Buffer.from's shared 8 KB pool: a kept slice of it would hold its whole block.
    b = Buffer.allocUnsafeSlow(Buffer.byteLength(json));
    b.write(json);
    encoded.set(s, b);
  }
  return b;
}

const everywhere = () => true;

/** What JSON.stringify makes of an object before writing it: toJSON's answer, a wrapped primitive unwrapped. */
function resolved(input: unknown, key: string): unknown {
  if (input === null || typeof input !== "object") return input;
  if (typeof (input as { toJSON?: unknown }).toJSON === "function") {
    return (input as { toJSON(key: string): unknown }).toJSON(key);
  }
  if (input instanceof Number || input instanceof String || input instanceof Boolean) return input.valueOf();
  return input;
}

/**
 * What JSON.stringify would make of `value`, as UTF-8 bytes. `shared(key)`: whether the long
 * strings under a top-level property recur (a quiz's questions) and are kept; elsewhere (a
 * student's answers: each is theirs alone) they are written as usual; "" stands for a value that
 * is not an object. Default: everywhere.
 */
export function sharedStringsJson(value: unknown, shared: (key: string) => boolean = everywhere): Buffer {
  const parts: Buffer[] = [];
  let text = "";
  const flush = () => {
    if (text !== "") parts.push(Buffer.from(text));
    text = "";
  };
  const skipped = (v: unknown) => v === undefined || typeof v === "function" || typeof v === "symbol";

  function write(input: unknown, key: string, keep: boolean, ready = false): void {
    const v = ready ? input : resolved(input, key);
    if (typeof v === "string") {
      if (v.length < LONG || !keep) text += JSON.stringify(v);
      else {
        flush();
        parts.push(bytesOf(v));
      }
    } else if (v === null || typeof v !== "object") {
      // Numbers (NaN and Infinity as null), booleans, null; a bigint throws as JSON.stringify does.
      text += skipped(v) ? "null" : JSON.stringify(v);
    } else if (Array.isArray(v)) {
      text += "[";
      for (let i = 0; i < v.length; i += 1) {
        if (i > 0) text += ",";
        write(v[i], String(i), keep);
      }
      text += "]";
    } else {
      text += "{";
      let first = true;
      const outer = top;
      top = false;
      for (const k of Object.keys(v)) {
        const item = resolved((v as Record<string, unknown>)[k], k);
        if (skipped(item)) continue;
        text += first ? "" : ",";
        first = false;
        text += `${JSON.stringify(k)}:`;
        write(item, k, keep || (outer && shared(k)), true);
      }
      text += "}";
    }
  }

  let top = true;
  // A value that is not an object has no properties: shared("") says whether it is kept.
  write(value, "", shared(""));
  flush();
  return parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts);
}

/**
 * The zod serializer of fastify-type-provider-zod (the answer encoded by its schema, so nothing
 * the schema does not name is sent), writing through sharedStringsJson with the long strings under
 * `sharedKeys` kept. For a route whose answer repeats long strings (the quiz player's attempt:
 * its questions); others keep the app's serializer.
 */
export const sharedStringsSerializer =
  (sharedKeys: readonly string[]): FastifySerializerCompiler<unknown> =>
  ({ schema, method, url }) => {
    const keys = new Set(sharedKeys);
    const shared = (key: string) => keys.has(key);
    // Fastify hands over the answer's schema for one status code (the route's schemas are zod's).
    if (!(schema instanceof $ZodType)) throw new TypeError(`${method} ${url}: an answer schema that is not zod's`);
    return (data) => {
      const result = safeEncode(schema, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      // Fastify sends a Buffer as it is; its type says string only.
      return sharedStringsJson(result.data, shared) as unknown as string;
    };
  };
