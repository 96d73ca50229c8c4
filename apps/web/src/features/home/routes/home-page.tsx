import { Box, Container, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { usePublicConfig } from '@/features/config/api/get-config';
import { useSession } from '@/lib/use-session';
import { CareAreas } from '../components/care-areas';
import { atEaseLinks, yourHealthLinks } from '../components/home-links';
import { LinkSection } from '../components/link-section';
import { PatientGreeting } from '../components/patient-greeting';
import { VisitorHero } from '../components/visitor-hero';

/** Interim home: a landing for visitors and a greeting with shortcuts for patients. */
export function HomePage() {
  const patient = useSession();
  const config = usePublicConfig();
  const brandName = config.data?.brand.name;
  useDocumentTitle(brandName ?? 'Home');

  return (
    <>
      <Box bg="linear-gradient(160deg, var(--mantine-color-rose-0) 0%, #fffafb 55%, var(--mantine-color-sea-0) 100%)">
        <Container size="lg" py={{ base: 40, sm: 72 }}>
          {patient ? (
            <PatientGreeting firstName={patient.name.firstName || 'there'} />
          ) : (
            <VisitorHero brandName={brandName} />
          )}
        </Container>
      </Box>
      <Container size="lg" py={{ base: 40, sm: 64 }}>
        <Stack gap={56}>
          <CareAreas />
          <LinkSection
            id="health"
            title="Your Health"
            intro="Consultations, tests, reports and the articles you saved."
            links={yourHealthLinks}
            color="rose"
          />
          <LinkSection
            id="ease"
            title="At Ease"
            intro="Support for your mind: counselling sessions, and care you can gift to someone you love."
            links={atEaseLinks}
            color="sea"
          />
        </Stack>
      </Container>
    </>
  );
}
