import "@mantine/core/styles/Blockquote.css";
import { Blockquote, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { PublicTestimony } from "@tq/contract/testimonies";
import { IconQuote } from "@tabler/icons-react";
import { TestimonyStars } from "./testimony-stars.tsx";

/** Home's "What learners say": approved testimonies, as plain text; nothing at all when there are none. */
export function HomeTestimonies({ testimonies }: { testimonies: readonly PublicTestimony[] }) {
  if (testimonies.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="testimonies-title" gap="md" data-testid="home-testimonies">
      <Title id="testimonies-title" order={2} fz={{ base: 22, sm: 26 }}>
        What learners say
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {testimonies.map((t) => (
          <Blockquote
            key={t.id}
            color="indigo"
            icon={<IconQuote size={20} aria-hidden />}
            iconSize={36}
            p="lg"
            mt="sm"
            cite={
              <Group component="span" gap="xs" justify="space-between" wrap="wrap">
                <Text component="span" size="sm" fw={600}>
                  — {t.name}, {t.country}
                </Text>
                {t.rating ? <TestimonyStars rating={t.rating} /> : null}
              </Group>
            }
          >
            <Text component="span" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {t.text}
            </Text>
          </Blockquote>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
