import { Card, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '@/lib/use-page-title';
import { ContactDetailsCard } from '../components/contact-details-card';
import { ContactUsForm } from '../components/contact-us-form';

export function ContactUsPage() {
  usePageTitle('Contact Us');
  return (
    <Container size="lg" py={{ base: 32, sm: 56 }}>
      <Stack gap={6} mb="xl" maw={640}>
        <Title order={1}>Contact Us</Title>
        <Text c="dimmed" fz="lg">
          Questions about a test, a consultation or your care? Leave your details and we will get in touch.
        </Text>
      </Stack>
      <Grid gap="xl" align="stretch">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card shadow="xs">
            <ContactUsForm />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ContactDetailsCard />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
