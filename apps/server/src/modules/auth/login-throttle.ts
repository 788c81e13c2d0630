import type { AppContext } from "../../context.ts";
import { opaqueKey, type LimitName } from "../../lib/rate-limits.ts";

/** Which allowance a failed sign-in spent to its last point. */
export type ThrottleScope = "address" | "device" | "account";

const FROM_HERE = (wait: string) => `Too many failed sign-ins for this account from here. Try again in ${wait}.`;
const ACCOUNT = (wait: string) =>
  `Too many failed sign-ins for this account. Try again in ${wait}, or sign in on a device you have used before.`;
const BUSY = (wait: string) => `Too many sign-ins from this address right now. Try again in ${wait}.`;

export interface LoginAttempt {
  /**
   * After the password check. A success gives the attempt's points back and clears the client's
   * own allowance (never the account's: its ceiling holds whoever signs in); a failure keeps them
   * and answers the allowances it spent to the last point.
   */
  settle(ok: boolean): Promise<ThrottleScope[]>;
}

/**
 * Lets one sign-in attempt through the throttle (ADR 0054), or throws 429 before any password is
 * checked, so the answer says nothing about the password. Failures count per account and client
 * (the address, or the device proof the client showed), and per account; never per address alone.
 * `device` is the nonce of this account's device proof, when the client showed one.
 */
export async function admitLoginAttempt(
  ctx: Pick<AppContext, "limits">,
  who: { email: string; ip: string; device: string | null },
): Promise<LoginAttempt> {
  const { limits } = ctx;
  const account = opaqueKey("account", who.email);
  const own: { name: LimitName; key: string; scope: ThrottleScope } = who.device
    ? { name: "loginDevice", key: opaqueKey("device", who.email, who.device), scope: "device" }
    : { name: "loginAccountAddress", key: opaqueKey("account-address", who.email, who.ip), scope: "address" };

  const ownLeft = await limits.spend(own.name, own.key, { message: FROM_HERE });
  let accountLeft: number | undefined;
  try {
    // A proven device may use the account's reserve: guessers from other addresses cannot spend it.
    accountLeft = await limits.spend("loginAccount", account, { message: ACCOUNT, useReserve: who.device !== null });
    if (!who.device) await limits.consume("loginChecksIp", who.ip, { message: BUSY });
  } catch (err) {
    // A refused attempt checks no password, so it spends nothing.
    await limits.refund(own.name, own.key);
    if (accountLeft !== undefined) await limits.refund("loginAccount", account);
    throw err;
  }
  const spentAccount = accountLeft;

  return {
    async settle(ok) {
      if (ok) {
        await limits.reset(own.name, own.key);
        await limits.refund("loginAccount", account);
        return [];
      }
      const spent: ThrottleScope[] = [];
      if (ownLeft === 0) spent.push(own.scope);
      if (spentAccount === 0) spent.push("account");
      return spent;
    },
  };
}
