import { createContext, useContext } from "react";

/**
 * The CSP nonce of the response being rendered. Only the server render has it: browsers hide
 * nonce attributes after parsing, so the client leaves it undefined.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
