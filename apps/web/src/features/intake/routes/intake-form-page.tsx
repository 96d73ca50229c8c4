import { ApiError } from '@care/api-client/api-client';
import { intakeMessages as m } from '@care/contracts/intake/messages';
import { isHarmThoughtsFlag } from '@care/contracts/intake/rules';
import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { BrandLogo } from '@/components/brand-logo';
import { paths } from '@/config/paths';
import { usePublicConfig } from '@/lib/public-config';
import { usePageTitle } from '@/lib/use-page-title';
import { useIntakeDetail, useSubmitIntake } from '../api/intake';
import { HarmThoughtsHelp, HelplineNote } from '../components/crisis-note';
import { GcIntakeForm } from '../components/gc-intake-form';
import { MhcIntakeForm } from '../components/mhc-intake-form';
import { gcInitialValues, mhcInitialValues } from '../lib/intake-values';

// Spec section 9: the intake form's notifications sit at the top right (every other toast of
// the app is at the bottom right).
function notify(message: string, ok: boolean) {
  notifications.show({ message, color: ok ? 'sea' : 'red', position: 'top-right' });
}

/**
 * The outcome a refusal stands for (spec section 2). A gone link (404 or 410) says why in the
 * server's own words: expired, not valid, or the appointment was cancelled (issue 19), so the
 * page never guesses 'expired' for a cancelled booking; the spec's words when it sends none.
 */
function outcomeOf(error: unknown): string {
  if (error instanceof ApiError) {
    const said = error.message.trim();
    if (error.statusCode === 404) return said || m.notFound;
    if (error.statusCode === 409) return m.already;
    if (error.statusCode === 410) return said || m.expired;
    return error.message;
  }
  return m.notFound;
}

function Outcome({ message, done, harm }: { message: string; done?: boolean; harm?: boolean }) {
  return (
    <Card padding="xl">
      <Stack align="center" gap="sm">
        {done && (
          <ThemeIcon size={56} radius="xl" color="sea" variant="light" aria-hidden>
            ✓
          </ThemeIcon>
        )}
        <Text fw={600} ta="center" role="status">
          {message}
        </Text>
        {/* Said again after submitting; announced already under the question, so not an alert. */}
        {harm && <HarmThoughtsHelp />}
      </Stack>
    </Card>
  );
}

/**
 * Opened by a booking's id without the booking patient's session (issue 18): the form needs the
 * link from the confirmation message, or signing in as the patient (who then comes back here).
 */
function LinkNeeded() {
  const location = useLocation();
  return (
    <Card padding="xl">
      <Stack align="center" gap="md">
        <Text fw={600} ta="center" role="status">
          {m.linkNeeded}
        </Text>
        <Button
          component={Link}
          to={`${paths.login}?next=${encodeURIComponent(location.pathname + location.search)}`}
          variant="light"
        >
          Sign in
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * /patient-intake-form/{key}: opened from a message, without signing in, no header or footer.
 * `key` is the intake link's capability (issue 18), or a booking's id, which opens the form only
 * for its own signed-in patient (the stored token goes with every call). Loading, then the form
 * (GC or MHC, prefilled), or one of the outcomes: submitted, expired, already submitted, not
 * found, the link expired or not valid, or (a booking's id alone) the link is needed.
 */
export function IntakeFormPage() {
  usePageTitle('Patient Intake Form');
  const { id = '' } = useParams();
  const detail = useIntakeDetail(id);
  const submit = useSubmitIntake();
  const [outcome, setOutcome] = useState<string | null>(null);
  // The harm question was answered with anything but 'Never' (the form's answer, or the server's).
  const [harm, setHarm] = useState(false);
  const config = usePublicConfig();

  const send = (form: Record<string, unknown>) =>
    submit.mutate(form, {
      onSuccess: ({ message, flagged }) => {
        notify(message, true);
        setHarm(flagged || isHarmThoughtsFlag(form.thoughts_of_harming_self_or_baby));
        setOutcome(message);
      },
      onError: (e) => {
        notify(e instanceof ApiError ? e.message : m.notFound, false);
        // Expired or already submitted meanwhile: the page says so instead of the form.
        if (e instanceof ApiError && [404, 409, 410].includes(e.statusCode)) setOutcome(outcomeOf(e));
      },
    });

  const result = detail.data?.result;
  return (
    <Container size="md" py={{ base: 24, sm: 40 }}>
      <Group justify="center" mb="md">
        <BrandLogo name={config.data?.brand.name} loading={config.isPending} />
      </Group>
      <Title order={1} mb="lg" ta="center">
        Patient Intake Form
      </Title>
      {outcome ? (
        <Outcome message={outcome} done={outcome === m.submitted} harm={harm && outcome === m.submitted} />
      ) : detail.isPending ? (
        <Skeleton role="status" height={480} radius="lg" aria-label="Loading the form" />
      ) : detail.isError || !result ? (
        <Outcome message={outcomeOf(detail.error)} />
      ) : detail.data.masked || !result.doctor_id ? (
        <LinkNeeded />
      ) : (
        <Card padding="xl">
          <Text c="dimmed" mb="lg">
            Please answer every question before your consultation; your expert reads this first.
          </Text>
          {submit.isError &&
            !(submit.error instanceof ApiError && [404, 409, 410].includes(submit.error.statusCode)) && (
              <Alert color="red" variant="light" role="alert" mb="md">
                {submit.error.message}
              </Alert>
            )}
          {result.doctor_id.type === 'gc' ? (
            <GcIntakeForm
              bookingId={id}
              initialValues={gcInitialValues(result.patient_id)}
              busy={submit.isPending}
              onSubmit={send}
            />
          ) : (
            <MhcIntakeForm
              bookingId={id}
              patientId={result.patient_id._id}
              doctorId={result.doctor_id._id}
              initialValues={mhcInitialValues(result.patient_id)}
              busy={submit.isPending}
              onSubmit={send}
            />
          )}
        </Card>
      )}
      <HelplineNote />
    </Container>
  );
}
