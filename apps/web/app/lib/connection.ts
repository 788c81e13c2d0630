/** The subset of the Network Information API the preload rule reads. */
export interface ConnectionLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Route preloading is skipped on 2g or data-saver connections (spec §2). */
export function canPreload(connection: ConnectionLike | undefined | null): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return connection.effectiveType !== "2g" && connection.effectiveType !== "slow-2g";
}

/** The browser's connection, when it exposes one (Chromium does; others do not). */
export function browserConnection(): ConnectionLike | undefined {
  if (typeof navigator === "undefined") return undefined;
  return (navigator as Navigator & { connection?: ConnectionLike }).connection;
}
