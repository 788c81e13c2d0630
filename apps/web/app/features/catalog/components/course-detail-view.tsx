import { Anchor, Breadcrumbs, Stack, Title } from "@mantine/core";
import type { CourseOutline } from "@tq/contract/catalog";
import { hrefTo } from "@tq/contract/paths";
import type { CourseCard } from "@tq/contract/site";
import { Link } from "react-router";
import "@mantine/core/styles/Breadcrumbs.css";
import "../../../lib/ui/tutorial-body.css";
import { hasOwnDescription } from "../course-description.ts";
import { CourseHeader } from "./course-header.tsx";
import { FreePreviews } from "./free-previews.tsx";
import { Syllabus } from "./syllabus.tsx";

interface CourseDetailViewProps {
  outline: CourseOutline;
  card: CourseCard | null;
  imageBase: string;
}

/** One course for a reader: its head and price, free previews, description and syllabus. */
export function CourseDetailView({ outline, card, imageBase }: CourseDetailViewProps) {
  const { course } = outline;
  return (
    <Stack gap="xl" component="article" aria-labelledby="course-title">
      <Breadcrumbs separator="›" separatorMargin={6} style={{ flexWrap: "wrap", rowGap: 4 }}>
        <Anchor component={Link} to={hrefTo("home")} size="sm">
          Home
        </Anchor>
        <Anchor component={Link} to={hrefTo("coursetutorials")} size="sm">
          Browse tutorials
        </Anchor>
      </Breadcrumbs>

      <CourseHeader outline={outline} card={card} imageBase={imageBase} />

      <FreePreviews outline={outline} />

      {hasOwnDescription(course.descriptionHtml, course.summary) ? (
        <Stack gap="sm" component="section" aria-labelledby="about-title">
          <Title order={2} fz="xl" id="about-title">
            About this course
          </Title>
          <div
            className="tutorial-body"
            data-testid="course-description"
            // Sanitized against the allow-list by the server when it was saved (ADR 0010).
            dangerouslySetInnerHTML={{ __html: course.descriptionHtml }}
          />
        </Stack>
      ) : null}

      <Stack gap="md" component="section" aria-labelledby="syllabus-title">
        <Title order={2} fz="xl" id="syllabus-title">
          Syllabus
        </Title>
        <Syllabus outline={outline} />
      </Stack>
    </Stack>
  );
}
