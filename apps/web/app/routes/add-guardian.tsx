import { data } from "react-router";
import { AcceptInvitation } from "../features/guardians/components/accept-invitation.tsx";
import { documentTitle } from "../lib/meta.ts";
import { idParam } from "../lib/route-ids.ts";
import type { Route } from "./+types/add-guardian";

/** addguardian/{wardId}/{wardEmail}/{wardFirstname}/{wardLastname}: a ward id that is not one is no page. */
export function loader({ params }: Route.LoaderArgs) {
  if (idParam(params.wardId) === null) throw data(null, { status: 404 });
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Become a guardian") }, { name: "robots", content: "noindex" }];
}

export default function AddGuardian({ params }: Route.ComponentProps) {
  const ward = {
    id: idParam(params.wardId) ?? 0,
    email: params.wardEmail,
    firstname: params.wardFirstname,
    lastname: params.wardLastname,
  };
  return <AcceptInvitation ward={ward} />;
}
