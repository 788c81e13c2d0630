import { useEffect, useState } from "react";
import { browserConnection, canPreload } from "./connection.ts";

/** False on the server and on 2g / data-saver connections; follows connection changes. */
export function usePreloadAllowed(): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    const connection = browserConnection() as
      (EventTarget & { saveData?: boolean; effectiveType?: string }) | undefined;
    const check = () => setAllowed(canPreload(connection));
    check();
    connection?.addEventListener?.("change", check);
    return () => connection?.removeEventListener?.("change", check);
  }, []);
  return allowed;
}
