import { Anchor, Breadcrumbs } from "@mantine/core";
import { hrefTo } from "@tq/contract/paths";
import { Link } from "react-router";
import "@mantine/core/styles/Breadcrumbs.css";
import { useSession } from "../../../lib/use-session.ts";

/** The way back: Manage Courses (teachers, the world director) or Manage Tutorials (assistants), then `trail`. */
export function AuthoringCrumbs({ trail }: { trail: readonly { label: string; href: string }[] }) {
  const s = useSession();
  const assistant = s.user?.role === "teachingassistant";
  const start = assistant
    ? { label: "Manage tutorials", href: hrefTo("managetutorials") }
    : { label: "Manage courses", href: hrefTo("courses") };
  return (
    <Breadcrumbs separator="›" mb="xs" style={{ flexWrap: "wrap" }}>
      {[start, ...trail].map((c) => (
        <Anchor key={c.href} component={Link} to={c.href} size="sm">
          {c.label}
        </Anchor>
      ))}
    </Breadcrumbs>
  );
}
