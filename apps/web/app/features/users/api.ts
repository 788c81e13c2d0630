import type {
  ResetLoginPasswordAnswer,
  UpdateUserAnswer,
  UserInfo,
  ResetLoginPasswordBody,
  UpdateUserBody,
} from "@tq/contract/users";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { asSent } from "../../lib/api-client.ts";

export const USERS_PATHS = {
  userInfo: (id: number) => `/api/dashboard/getuserinfo/${id}`,
  updateUser: "/api/users/updateuser",
  resetLoginPassword: "/api/users/resetloginpassword",
} as const;

/** Every user's dashboard (getuserinfo) under one key: a summary that any write may change. */
export const USER_INFO_KEY = ["users", "info"] as const;

export function userInfoQuery(id: number) {
  return queryOptions({
    queryKey: [...USER_INFO_KEY, id],
    queryFn: ({ signal }) => api.get(USERS_PATHS.userInfo(id), asSent<UserInfo>(), { signal }),
  });
}

export function updateUser(body: UpdateUserBody) {
  return api.post(USERS_PATHS.updateUser, asSent<UpdateUserAnswer>(), body);
}

export function resetLoginPassword(body: ResetLoginPasswordBody) {
  return api.post(USERS_PATHS.resetLoginPassword, asSent<ResetLoginPasswordAnswer>(), body);
}
