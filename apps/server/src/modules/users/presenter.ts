import type { AuthAnswer, SessionUser } from "@tq/contract/auth";
import type { Role } from "@tq/contract/roles";
import type { UserRow } from "./repo.ts";

/** The spec's stored-user fields (spec §3); never the hash or status. */
export function presentSessionUser(user: UserRow, originalId = 0): SessionUser {
  return {
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    profession: user.profession,
    country: user.country,
    role: user.role as Role,
    originalId,
  };
}

export function presentAuthAnswer(user: UserRow, token: string, originalId = 0): AuthAnswer {
  return { ...presentSessionUser(user, originalId), api_token: token };
}
