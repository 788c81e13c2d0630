import type { FastifyInstance } from "fastify";

/**
 * JSON request bodies. Some clients send `Content-Type: application/json` with every POST, even
 * without a body; Fastify's own parser refuses that (FST_ERR_CTP_EMPTY_JSON_BODY). An empty (or
 * blank) JSON body here means "no body": a route that takes none accepts it, and a route that
 * needs one answers 400 in the one error shape (plugins/errors.ts). Anything else goes to
 * Fastify's parser, with its protection against prototype poisoning.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const { onProtoPoisoning = "error", onConstructorPoisoning = "error" } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === "") {
      done(null, undefined);
      return;
    }
    parse(request, text, done);
  });
}
