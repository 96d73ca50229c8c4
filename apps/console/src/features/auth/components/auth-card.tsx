import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** The signed-out screens' frame: the console's name, a heading, and the form in a card. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(`${title} | Care Console`);
  return (
    <Center mih="100vh" px="md" py="xl" component="main">
      <Box w="100%" maw={460}>
        <Stack gap="lg">
          <Group gap="xs" justify="center">
            <Text fw={800} fz="lg" c="sea.9">
              Care Console
            </Text>
            <Text c="dimmed" fz="sm">
              for the care team
            </Text>
          </Group>
          <Paper withBorder p={{ base: 'lg', sm: 'xl' }} shadow="xs">
            <Stack gap="md">
              <Title order={1} fz={24}>
                {title}
              </Title>
              {children}
            </Stack>
          </Paper>
        </Stack>
      </Box>
    </Center>
  );
}
