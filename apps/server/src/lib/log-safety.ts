/**
 * URLs that carry secrets must not reach the log: the emailed reset link
 * /setpassword/{email}/{token} (and its .data variant) would let a log reader take the account.
 */
export function maskSecretsInUrl(url: string): string {
  return url.replace(/^\/setpassword\/[^/?#]*\/[^/?#.]*/i, "/setpassword/[email]/[token]");
}
