import { Center, Image } from "@mantine/core";
import { IconBook } from "@tabler/icons-react";
import { logoImageProps } from "../../../lib/logo-image.ts";
import { publicEnv, withBase } from "../../../lib/public-env.ts";

/** A course's logo (from the image host when PUBLIC_IMAGE_BASE is set), or a neutral tile without one. */
export function CourseLogo({ url, title, size }: { url: string | null; title: string; size: number }) {
  if (!url) {
    return (
      <Center
        w={size}
        h={size}
        style={{ borderRadius: "var(--mantine-radius-md)", flex: "none" }}
        bg="var(--mantine-color-default-hover)"
        c="dimmed"
        aria-hidden
      >
        <IconBook size={size / 2.5} />
      </Center>
    );
  }
  const src = withBase(publicEnv().imageBase, url);
  return (
    <Image
      src={src}
      {...logoImageProps(src, size, false)}
      alt={`Logo of ${title}`}
      w={size}
      h={size}
      radius="md"
      fit="contain"
      style={{ flex: "none" }}
      data-testid="course-logo"
    />
  );
}
