import { Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** The tracker's shape while the week's details load, so nothing jumps when they arrive. */
export function TrackerSkeleton() {
  return (
    <Stack gap="md" aria-hidden="true">
      <Group wrap="nowrap" gap="md">
        <Skeleton circle height={104} />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton height={12} width="60%" />
          <Skeleton height={22} width="45%" />
        </Stack>
      </Group>
      <SimpleGrid cols={3} spacing="xs">
        <Skeleton height={92} radius="md" />
        <Skeleton height={92} radius="md" />
        <Skeleton height={92} radius="md" />
      </SimpleGrid>
      <Skeleton height={36} radius="xl" />
      <Skeleton height={12} />
      <Skeleton height={12} width="92%" />
      <Skeleton height={12} width="80%" />
    </Stack>
  );
}
