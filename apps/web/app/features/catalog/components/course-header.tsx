import { Avatar, Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import type { CourseOutline } from "@tq/contract/catalog";
import { hrefTo } from "@tq/contract/paths";
import type { CourseCard } from "@tq/contract/site";
import { Link } from "react-router";
import { logoImageProps } from "../../../lib/logo-image.ts";
import { withBase } from "../../../lib/public-env.ts";
import { readerSubscribed } from "../outline-stats.ts";
import { PriceTag } from "./price-tag.tsx";

interface CourseHeaderProps {
  outline: CourseOutline;
  /** The priced course; null for an unpublished course (no price, no subscribing). */
  card: CourseCard | null;
  imageBase: string;
}

/** Course detail's head: logo, title, owner, summary, and the price with Subscribe (or Subscribed). */
export function CourseHeader({ outline, card, imageBase }: CourseHeaderProps) {
  const { course } = outline;
  const logo = course.logoUrl ? withBase(imageBase, course.logoUrl) : null;
  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
      <Avatar src={logo} alt="" size={96} radius="md" color="indigo" imageProps={logoImageProps(logo, 96, true)}>
        {course.title.charAt(0).toUpperCase()}
      </Avatar>
      <Stack gap="xs" style={{ flex: "1 1 280px" }} miw={0}>
        <Title id="course-title" order={1} fz={{ base: 28, sm: 36 }} lh={1.2} data-testid="course-title">
          {course.title}
        </Title>
        {card ? <Text c="dimmed">by {card.ownerName}</Text> : null}
        {course.status === "draft" ? (
          <Badge color="orange" variant="filled">
            Draft: only the course&apos;s staff see it
          </Badge>
        ) : null}
        <Text size="lg">{course.summary}</Text>
      </Stack>
      {card ? (
        <Stack gap="xs" data-testid="course-detail-price">
          <PriceTag price={card.price} months={course.months} size="xxl" />
          {outline.staff ? null : readerSubscribed(outline) ? (
            <Button component={Link} to={hrefTo("mysubscriptions")} variant="light" data-testid="subscribed">
              Subscribed: my subscriptions
            </Button>
          ) : (
            <Button component={Link} to={hrefTo("coursetutors", { courseId: course.id })} data-testid="subscribe">
              Subscribe
            </Button>
          )}
        </Stack>
      ) : null}
    </Group>
  );
}
