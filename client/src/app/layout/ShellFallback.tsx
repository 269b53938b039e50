import { Box, Card, Container, Group, SimpleGrid, Skeleton, Stack } from "@mantine/core";
import { useLoadingPhase } from "../../shared/loading/useLoadingPhase";
import { GlobalLoadingIndicator } from "../../shared/ui/GlobalLoadingIndicator";
import { TOP_BAR_HEIGHT } from "../../shared/ui/layoutMetrics";
import { skeletonShape, type SkeletonShape } from "./skeletonShape";

/**
 * The first paint of a cold load (the router's HydrateFallback while authenticate, the languages, the
 * dictionaries and the route's data load): the top bar as AppLayout draws it, with placeholders for the site
 * name and the language avatar, and skeletons in the shape of the page that is coming, under the loading bar.
 * The bar keeps its height and place, so nothing moves when the page replaces the skeletons.
 */
export function ShellFallback() {
  const phase = useLoadingPhase(true);
  const shape = skeletonShape(window.location.pathname);
  return (
    <>
      <GlobalLoadingIndicator phase={phase} />
      <Box mih="100dvh" style={{ display: "flex", flexDirection: "column" }}>
        <Box component="header" bg="var(--mantine-primary-color-filled)" px="md" h={TOP_BAR_HEIGHT}>
          <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <Skeleton width={28} height={18} radius="sm" opacity={0.35} animate={false} />
              <Skeleton width={180} height={20} radius="sm" opacity={0.35} />
            </Group>
            <Skeleton circle height={32} opacity={0.35} animate={false} />
          </Group>
        </Box>
        <Container size="lg" w="100%" py="md" style={{ flex: 1 }} aria-busy="true" data-testid="page-skeleton" data-shape={shape}>
          <PageSkeleton shape={shape} />
        </Container>
      </Box>
    </>
  );
}

function PageSkeleton({ shape }: { shape: SkeletonShape }) {
  const crumbs = <Skeleton width={220} height={14} mb="md" />;
  const title = <Skeleton width="50%" maw={360} height={34} />;
  switch (shape) {
    case "list":
      return (
        <Stack gap="md">
          {crumbs}
          {title}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {[0, 1, 2].map((card) => (
              <Card key={card} withBorder padding="md">
                <Stack gap="sm">
                  <Skeleton height={22} width="70%" />
                  <Skeleton height={12} />
                  <Skeleton height={12} width="85%" />
                  <Skeleton height={12} width="40%" />
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      );
    case "event":
      return (
        <Stack gap="md">
          {crumbs}
          {title}
          <Skeleton height={12} />
          <Skeleton height={12} width="80%" />
          <Skeleton height={24} width={160} mt="sm" />
          {[0, 1, 2].map((occasion) => (
            <Card key={occasion} withBorder padding="sm">
              <Stack gap={6}>
                <Skeleton height={16} width={150} />
                <Skeleton height={12} width={200} />
              </Stack>
            </Card>
          ))}
        </Stack>
      );
    case "seatMap":
      return (
        <Stack gap="md">
          {crumbs}
          {title}
          <Skeleton height={14} width={240} />
          <Skeleton height={420} radius="md" />
        </Stack>
      );
    default:
      return (
        <Stack gap="md">
          {crumbs}
          {title}
          <Skeleton height={12} />
          <Skeleton height={12} width="90%" />
          <Skeleton height={12} width="60%" />
        </Stack>
      );
  }
}
