import { redirect } from "react-router";

/** "An empty path redirects to home" (spec §2). */
export function loader() {
  return redirect("/home");
}

export default function IndexRedirect() {
  return null;
}
