import { Anchor, Breadcrumbs } from "@mantine/core";
import { hrefTo, type ParamsOf } from "@tq/contract/paths";
import { Link } from "react-router";
import "@mantine/core/styles/Breadcrumbs.css";

/** Manage tutorials › the course's chapters › the subject's tutorials. */
export function TutorialManagerCrumbs({ place }: { place: ParamsOf<"tutorial"> }) {
  return (
    <Breadcrumbs separator="›">
      <Anchor component={Link} to={hrefTo("managetutorials")} size="sm">
        Manage tutorials
      </Anchor>
      <Anchor
        component={Link}
        to={hrefTo("subjecttutorial", { courseid: place.courseid, coursename: place.coursename })}
        size="sm"
      >
        {place.coursename}
      </Anchor>
      <Anchor component={Link} to={hrefTo("tutorial", place)} size="sm">
        {place.subjectname}
      </Anchor>
    </Breadcrumbs>
  );
}
