import { formatRupees } from '@care/contracts/common/money';
import type { LabTest } from '@care/contracts/lab-tests/answers';
import { TEST_CATEGORY_LABELS } from '@care/contracts/lab-tests/constants';
import { Badge, Button, Card, Group, Spoiler, Stack, Text, Title } from '@mantine/core';

/** One test of the catalogue: name, what it is for, MRP and Book. */
export function TestCard({ test, onBook }: { test: LabTest; onBook(test: LabTest): void }) {
  return (
    <Card component="article" padding="lg" radius="lg" withBorder aria-label={test.display_test_name}>
      <Stack gap="xs" h="100%">
        <Title order={2} fz="md">
          {test.display_test_name}
        </Title>
        <Group gap={6}>
          {test.categories.map((c) => (
            <Badge key={c} variant="light" color="sea" size="sm">
              {TEST_CATEGORY_LABELS[c]}
            </Badge>
          ))}
        </Group>
        <Spoiler maxHeight={72} showLabel="Read more" hideLabel="Show less" fz="sm" c="dimmed">
          {test.description}
        </Spoiler>
        <Group justify="space-between" mt="auto" pt="xs">
          <Text fw={700} fz="lg" aria-label={`MRP ${formatRupees(test.mrp)}`}>
            {formatRupees(test.mrp)}
          </Text>
          <Button onClick={() => onBook(test)} aria-label={`Book ${test.display_test_name}`}>
            Book
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
