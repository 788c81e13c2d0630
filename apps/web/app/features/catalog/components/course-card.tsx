import { Avatar, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { hrefTo } from "@tq/contract/paths";
import type { CourseCard as CourseCardData } from "@tq/contract/site";
import { Link } from "react-router";
import { logoImageProps } from "../../../lib/logo-image.ts";
import { withBase } from "../../../lib/public-env.ts";
import { PriceTag } from "./price-tag.tsx";

/** One course of the catalogue: everything a visitor needs to decide to look closer. */
export function CourseCard({
  course,
  imageBase,
  firstScreen = false,
}: {
  course: CourseCardData;
  imageBase: string;
  /** The card is in the first screenful: its logo is not lazy. */
  firstScreen?: boolean;
}) {
  const href = hrefTo("coursedetail", { courseId: course.id });
  const logo = course.logoUrl ? withBase(imageBase, course.logoUrl) : null;
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="article"
      aria-labelledby={`course-${course.id}-title`}
      data-testid="course-card"
    >
      <Group wrap="nowrap" align="flex-start" gap="md" mb="sm">
        <Avatar
          src={logo}
          alt=""
          size={56}
          radius="md"
          color="indigo"
          imageProps={logoImageProps(logo, 56, firstScreen)}
        >
          {course.title.charAt(0).toUpperCase()}
        </Avatar>
        <Stack gap={2} miw={0}>
          <Title order={3} fz="lg" id={`course-${course.id}-title`} lh={1.3}>
            {course.title}
          </Title>
          <Text size="sm" c="dimmed">
            by {course.ownerName}
          </Text>
        </Stack>
      </Group>
      <Text size="sm" lineClamp={3} mb="md" style={{ flexGrow: 1 }}>
        {course.summary}
      </Text>
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <PriceTag price={course.price} months={course.months} />
        <Button component={Link} to={href} variant="light" aria-label={`View course: ${course.title}`}>
          View course
        </Button>
      </Group>
    </Card>
  );
}
