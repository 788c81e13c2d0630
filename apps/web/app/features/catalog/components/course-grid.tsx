import { EmptyState, SimpleGrid } from "@mantine/core";
import type { CourseCard as CourseCardData } from "@tq/contract/site";
import { IconBooks } from "@tabler/icons-react";
import { CourseCard } from "./course-card.tsx";

export function CourseGrid({ courses, imageBase }: { courses: readonly CourseCardData[]; imageBase: string }) {
  if (courses.length === 0) {
    return (
      <EmptyState
        my="lg"
        icon={<IconBooks aria-hidden />}
        title="No courses yet"
        description="Courses appear here as soon as teachers publish them. Create an account now and you will be ready when they open."
        data-testid="courses-empty"
      />
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="course-grid">
      {courses.map((course, index) => (
        <CourseCard key={course.id} course={course} imageBase={imageBase} firstScreen={index === 0} />
      ))}
    </SimpleGrid>
  );
}
