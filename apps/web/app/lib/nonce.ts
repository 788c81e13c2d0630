import { createContext, useContext } from "react";

/**
 * The render's script marker (packages/contract ssr.ts): the server hashes the scripts that carry
 * it for the CSP and removes it before sending. Only the server render has it.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
