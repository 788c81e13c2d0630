import { AuthAnswer } from "@tq/contract/auth";
import {
  GuardianMessage,
  MyGuardians,
  MyWards,
  type AcceptInvitationBody,
  type InviteGuardianBody,
} from "@tq/contract/guardians";
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../lib/api.ts";

export const GUARDIAN_PATHS = {
  mine: "/api/guardians/mine",
  invitations: "/api/guardians/invitations",
  invitation: (id: number) => `/api/guardians/invitations/${id}`,
  resend: (id: number) => `/api/guardians/invitations/${id}/resend`,
  accept: "/api/guardians/invitations/accept",
  wards: "/api/guardians/wards",
  link: (id: number) => `/api/guardians/links/${id}`,
  act: (wardId: number) => `/api/guardians/wards/${wardId}/act`,
} as const;

const NoContent = z.null();

/** userprofile/three: the student's guardians and open invitations. */
export function myGuardiansQuery() {
  return queryOptions({
    queryKey: ["guardians", "mine"],
    queryFn: ({ signal }) => api.get(GUARDIAN_PATHS.mine, MyGuardians, { signal }),
  });
}

/** guardianpage: the guardian's wards with their progress, results and subscriptions. */
export function myWardsQuery() {
  return queryOptions({
    queryKey: ["guardians", "wards"],
    queryFn: ({ signal }) => api.get(GUARDIAN_PATHS.wards, MyWards, { signal }),
  });
}

export const inviteGuardian = (body: InviteGuardianBody) => api.post(GUARDIAN_PATHS.invitations, GuardianMessage, body);
export const resendInvitation = (id: number) => api.post(GUARDIAN_PATHS.resend(id), GuardianMessage);
export const cancelInvitation = (id: number) => api.request("DELETE", GUARDIAN_PATHS.invitation(id), NoContent);
export const acceptInvitation = (body: AcceptInvitationBody) => api.post(GUARDIAN_PATHS.accept, GuardianMessage, body);
export const endGuardianship = (linkId: number) => api.request("DELETE", GUARDIAN_PATHS.link(linkId), NoContent);
export const actAsWard = (wardId: number) => api.post(GUARDIAN_PATHS.act(wardId), AuthAnswer);
