import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title';

interface ArticleListLayoutProps {
  title: string;
  /** One line under the heading: what the list is narrowed to. */
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The frame every article list shares: a heading, a line about the filters, the cards. */
export function ArticleListLayout({ title, subtitle, children }: ArticleListLayoutProps) {
  usePageTitle(title);
  return (
    <Container size="lg" py={{ base: 28, sm: 48 }}>
      <Stack gap={4} mb="xl">
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {title}
        </Title>
        {subtitle && (
          <Text c="dimmed" fz={{ base: 'sm', sm: 'md' }}>
            {subtitle}
          </Text>
        )}
      </Stack>
      {children}
    </Container>
  );
}
