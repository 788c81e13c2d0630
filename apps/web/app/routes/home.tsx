import { Box, Button, Group, Stack, Text, Title } from "@mantine/core";
import { COUNTRY_COOKIE } from "@tq/contract/ssr";
import { useQuery } from "@tanstack/react-query";
import { Link, useRevalidator } from "react-router";
import { persistentDataQuery } from "../lib/site-api.ts";
import { CountryPicker } from "../features/catalog/components/country-picker.tsx";
import { CourseGrid } from "../features/catalog/components/course-grid.tsx";
import { HomeTestimonies } from "../features/testimonies/components/home-testimonies.tsx";
import { loadHomeTestimonies } from "../features/testimonies/load.server.ts";
import { writeCookie } from "../lib/cookies.ts";
import { documentTitle } from "../lib/meta.ts";
import { serverSide } from "../lib/server-api.server.ts";
import { loadCoursesForDisplay } from "../features/catalog/home-display.server.ts";
import { LoadError } from "../lib/ui/load-error.tsx";
import type { Route } from "./+types/home";

/**
 * Server-rendered catalogue (spec §7: the courses-for-display call is also made on the server).
 * The server caches this HTML per country, so it depends on the visitor's country only.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const side = serverSide(context, request);
  // Started first so both in-process calls overlap; testimonies never fail the page.
  const testimonies = loadHomeTestimonies(side);
  const display = await loadCoursesForDisplay(side);
  return { display, imageBase: side.publicEnv.imageBase, testimonies: await testimonies };
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: documentTitle(matches) },
    {
      name: "description",
      content: "Courses with step-by-step tutorials and chapter quizzes, taught by real teachers.",
    },
  ];
}

const ONE_YEAR = 365 * 24 * 60 * 60;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { display, imageBase } = loaderData;
  const { data: persistent } = useQuery(persistentDataQuery());
  const revalidator = useRevalidator();

  return (
    <Stack gap="xl">
      <Box
        component="section"
        aria-labelledby="hero-title"
        p={{ base: "lg", sm: "xl" }}
        style={{ borderRadius: "var(--mantine-radius-lg)", background: "var(--mantine-color-indigo-light)" }}
      >
        <Title id="hero-title" order={1} fz={{ base: 28, sm: 40 }} lh={1.15} maw={720}>
          Learn step by step. Check yourself chapter by chapter.
        </Title>
        <Text size="lg" mt="sm" maw={640}>
          Clear tutorials with equations and diagrams, quizzes at the end of every chapter, and teachers who follow your
          progress.
        </Text>
        <Group mt="lg" gap="sm">
          <Button component={Link} to="/login/two" size="md">
            Create a free account
          </Button>
          <Button component="a" href="#courses" size="md" variant="default">
            Browse courses
          </Button>
        </Group>
      </Box>

      <Stack component="section" aria-labelledby="courses-title" gap="md" id="courses">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Title id="courses-title" order={2} fz={{ base: 22, sm: 26 }}>
            Courses
          </Title>
          {persistent && persistent.countries.length > 0 ? (
            <CountryPicker
              countries={persistent.countries}
              value={display.country}
              currency={display.currency}
              onChange={(code) => {
                if (!code) return;
                writeCookie(COUNTRY_COOKIE, code, ONE_YEAR);
                void revalidator.revalidate();
              }}
            />
          ) : null}
        </Group>
        <Box aria-busy={revalidator.state === "loading"} style={{ opacity: revalidator.state === "loading" ? 0.6 : 1 }}>
          <CourseGrid courses={display.courses} imageBase={imageBase} />
        </Box>
      </Stack>

      <HomeTestimonies testimonies={loaderData.testimonies} />
    </Stack>
  );
}

export function ErrorBoundary() {
  const revalidator = useRevalidator();
  return <LoadError message="The courses could not be loaded." onRetry={() => void revalidator.revalidate()} />;
}
