import { FEE_TYPE_LABELS } from '@care/contracts/booking/constants';
import { sessionLengthText } from '@care/contracts/booking/policy';
import { formatRupees } from '@care/contracts/common/money';
import type { Doctor, ListedDoctor } from '@care/contracts/experts/schemas';
import { RetryAlert } from '@care/ui/components/retry-alert';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { BookingTerms } from '@/components/booking-terms';
import { paths } from '@/config/paths';
import { slotPickerLink } from '@/lib/booking-navigation';
import { usePageTitle } from '@/lib/use-page-title';
import { useDoctor } from '../api/get-doctor';
import { ExpertAvatar } from '../components/expert-avatar';
import { ExpertRating } from '../components/expert-rating';
import { NextAvailable } from '../components/next-available';
import { credentialsLine } from '../lib/credentials-line';
import { doctorName } from '../lib/doctor-name';
import { yearsSince } from '../lib/expert-search-params';

/** Each fee with the session's length beside it ("45 min · ₹1,500"), when the expert has windows. */
function Fees({ doctor, minutes }: { doctor: Doctor; minutes: number | null }) {
  const rows =
    doctor.type === 'gc'
      ? [
          ['First consultation', doctor.tier_1_fee],
          ['Follow-up', doctor.tier_2_fee],
        ]
      : [
          [FEE_TYPE_LABELS.self, doctor.self_fee],
          [FEE_TYPE_LABELS.couple, doctor.couple_fee],
          [FEE_TYPE_LABELS.family, doctor.family_fee],
        ];
  return (
    <Stack gap={6}>
      {rows.map(([label, fee]) => (
        <Group key={label} justify="space-between">
          <Text>{label}</Text>
          <Text fw={700}>
            {minutes ? `${sessionLengthText(minutes)} · ` : ''}
            {formatRupees(Number(fee))}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** A link a finger can hit: 44px tall, the text in its middle (WCAG 2.5.5). */
const tapTarget = { display: 'inline-flex', alignItems: 'center', minHeight: 44 } as const;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card padding="lg">
      <Title order={2} fz="md" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** /doctor-detail: 'Expert Details' (spec section 2). The id comes from ?id= or the list's state. */
export function DoctorDetailPage() {
  usePageTitle('Expert Details');
  const [params] = useSearchParams();
  const state = useLocation().state as { doctor?: unknown } | null;
  const id = params.get('id') ?? (typeof state?.doctor === 'string' ? state.doctor : '');
  const doctor = useDoctor(id);

  return (
    <Container size="lg" py={{ base: 24, sm: 48 }}>
      <Title order={1} mb="lg">
        Expert Details
      </Title>
      {!id ? (
        <Text c="dimmed">
          Choose an expert from the{' '}
          <Anchor component={Link} to={paths.consultation} underline="always">
            list of experts
          </Anchor>
          .
        </Text>
      ) : doctor.isPending ? (
        <Skeleton role="status" height={260} radius="lg" aria-label="Loading the expert" />
      ) : doctor.isError ? (
        <RetryAlert
          title="This expert could not be loaded"
          message={doctor.error.message}
          onRetry={() => doctor.refetch()}
        />
      ) : (
        <DoctorDetails doctor={doctor.data} />
      )}
    </Container>
  );
}

function DoctorDetails({ doctor }: { doctor: ListedDoctor }) {
  const name = doctorName(doctor);
  const years = yearsSince(doctor.exprience);
  const bookingState = (isHistory: boolean) => ({ doctor: doctor._id, isHistory });
  return (
    <Stack gap="lg">
      <Card padding="xl">
        <Group align="flex-start" gap="lg" wrap="wrap">
          <ExpertAvatar
            src={doctor.profile_picture_svg ?? doctor.profile_picture}
            name={name}
            gender={doctor.gender}
            size={112}
          />
          <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
            <Title order={2} fz={26}>
              {name}
            </Title>
            {doctor.pronoun && <Text c="dimmed">{doctor.pronoun}</Text>}
            <ExpertRating doctor={doctor} />
            <Text>{doctor.qualification}</Text>
            <Text fz="sm" c="dimmed">
              {credentialsLine(years, doctor.registration_no)}
            </Text>
            <Text mt="xs">{doctor.description}</Text>
            <NextAvailable doctor={doctor} />
            <Group mt="md" gap="sm">
              <Button component={Link} {...slotPickerLink(doctor._id, doctor.type)} size="md" mih={44}>
                Book
              </Button>
            </Group>
          </Stack>
        </Group>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section title="Specialisations">
          <Group gap={6}>
            {doctor.speciality.map((s) => (
              <Badge key={s.value} variant="light" color="sea" tt="none" radius="sm">
                {s.value}
              </Badge>
            ))}
            {doctor.concerns.map((c) => (
              <Badge key={c.value} variant="light" color="rose" tt="none" radius="sm">
                {c.label}
              </Badge>
            ))}
          </Group>
          {doctor.expert_approaches.length > 0 && (
            <Text fz="sm" mt="sm" c="dimmed">
              Approaches: {doctor.expert_approaches.map((a) => a.label).join(', ')}
            </Text>
          )}
        </Section>
        <Section title="Languages">
          <Text>{doctor.language.map((l) => l.value).join(', ')}</Text>
        </Section>
        <Section title="Fees">
          <Fees doctor={doctor} minutes={doctor.session_minutes} />
          <Text fz="xs" c="dimmed" mt="sm">
            Video consultation. The price is confirmed when you book.
          </Text>
          <BookingTerms minutes={doctor.session_minutes} />
        </Section>
        <Section title="Your consultations">
          <Stack gap={0} align="flex-start">
            <Anchor
              component={Link}
              to={`${paths.booking}?doctor=${doctor._id}`}
              state={bookingState(false)}
              style={tapTarget}
            >
              Upcoming Consultations
            </Anchor>
            <Anchor
              component={Link}
              to={`${paths.booking}?doctor=${doctor._id}&history=1`}
              state={bookingState(true)}
              style={tapTarget}
            >
              Consultation History
            </Anchor>
          </Stack>
        </Section>
      </SimpleGrid>
    </Stack>
  );
}
