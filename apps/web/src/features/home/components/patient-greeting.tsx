import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { patientShortcuts } from './home-links';
import { LinkTile } from './link-tile';

/** Signed-in greeting with the three shortcuts patients use most. */
export function PatientGreeting({ firstName }: { firstName: string }) {
  return (
    <Stack gap="xl">
      <Stack gap={6}>
        <Title order={1} fz={{ base: 30, sm: 40 }} c="dark.9">
          Hi {firstName}
        </Title>
        <Text fz={{ base: 'md', sm: 'lg' }} c="dark.6">
          How can we support you today?
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {patientShortcuts.map((link) => (
          <LinkTile key={link.label} link={link} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
