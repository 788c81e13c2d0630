import { Anchor, Divider, Group, Text } from "@mantine/core";
import { Link } from "react-router";

const LINKS = [
  { to: "/aboutus", label: "About us" },
  { to: "/contactus", label: "Contact us" },
  { to: "/termsofservice", label: "Terms of service" },
  { to: "/privacypolicy", label: "Privacy policy" },
] as const;

/** The public pages no menu lists (spec §2 keeps the menus as they are). */
export function SiteFooter({ siteTitle }: { siteTitle: string }) {
  return (
    <footer>
      <Divider mt="xl" mb="md" />
      <Group justify="space-between" gap="xs" pb="md">
        <Text size="sm" c="dimmed">
          {siteTitle}
        </Text>
        <Group component="nav" aria-label="Site information" gap="md">
          {LINKS.map((l) => (
            <Anchor key={l.to} component={Link} to={l.to} size="sm" c="dimmed">
              {l.label}
            </Anchor>
          ))}
        </Group>
      </Group>
    </footer>
  );
}
