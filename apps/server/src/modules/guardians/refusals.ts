/**
 * The guardians' refusals, worded once for both services. Who may do what is a named policy in
 * policies/authorize.ts ("guardian.invite", "guardian.accept", "ward.follow", "ward.actAs").
 */
export const STUDENTS_ONLY = "Only a student invites guardians.";
export const GUARDIANS_ONLY = "Only a guardian account can do this. Sign in with your guardian account.";
