/** Google Identity Services: loaded on demand only, and only when a client id is configured (spec §7). */
export const GOOGLE_CLIENT_SRC = "https://accounts.google.com/gsi/client";

export interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (answer: { credential: string }) => void }): void;
      prompt(): void;
    };
  };
}

let loading: Promise<GoogleIdentity> | undefined;

/** The configured client id, or null: nothing Google-related happens without one. */
export function googleClientId(settingsId: string | null | undefined, envId: string | null | undefined): string | null {
  const id = (settingsId ?? envId ?? "").trim();
  return id === "" ? null : id;
}

/**
 * Adds the script once and resolves with the library. The page's CSP names this address in its
 * script-src (the inline scripts are allowed by hash, ADR 0090: there is no nonce to pass on).
 */
export function loadGoogleClient(doc: Document = document): Promise<GoogleIdentity> {
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = doc.createElement("script");
    script.src = GOOGLE_CLIENT_SRC;
    script.async = true;
    script.onload = () => {
      const google = (doc.defaultView as (Window & { google?: GoogleIdentity }) | null)?.google;
      if (google) resolve(google);
      else reject(new Error("Google sign-in did not load."));
    };
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error("Google sign-in could not be loaded."));
    };
    doc.head.appendChild(script);
  });
  return loading;
}
