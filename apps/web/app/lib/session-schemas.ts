import { AuthAnswer } from "@tq/contract/auth";
import { z } from "zod";

/**
 * What the session's stored values and sign-in answers are checked against. Loaded only when
 * there is something to check (a stored session, a sign-in answer): a visitor's first page does
 * not carry zod (issue #16, ADR 0099).
 */
export { AuthAnswer };

/** What the admin-user key holds while an admin acts as someone else (PRODUCT.md §6). */
export const AdminSnapshot = z.object({ user: AuthAnswer, token: z.string().min(1) });
export type AdminSnapshot = z.infer<typeof AdminSnapshot>;
