import { OAuth2Client } from "google-auth-library";

/** What we need from a verified Google ID token. */
export interface GoogleIdentity {
  email: string;
  emailVerified: boolean;
}

/** Verifies Google's ID token (signature, audience, expiry); null when it is not valid. */
export type GoogleVerifier = (credential: string) => Promise<GoogleIdentity | null>;

/** The real verifier: Google's own library, which fetches and caches Google's signing keys. */
export function googleVerifier(clientId: string): GoogleVerifier {
  const client = new OAuth2Client(clientId);
  return async (credential) => {
    try {
      const ticket = await client.verifyIdToken({ idToken: credential, audience: clientId });
      const payload = ticket.getPayload();
      if (!payload?.email) return null;
      return { email: payload.email.toLowerCase(), emailVerified: payload.email_verified === true };
    } catch {
      return null;
    }
  };
}
