import type { AppointmentReview } from '@care/contracts/appointments/answers';
import { Badge, Group, Rating, Stack, Text } from '@mantine/core';

const STATE = {
  pending: { text: 'Awaiting approval', color: 'yellow' },
  approved: { text: 'Published', color: 'sea' },
  rejected: { text: 'Not published', color: 'gray' },
} as const;

/** The patient's own review of a past appointment: the stars, the words and where it stands. */
export function AppointmentReviewView({ review }: { review: AppointmentReview }) {
  const state = STATE[review.status];
  return (
    <Stack gap={6} component="section" aria-label="Your review">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>Your review</Text>
        <Badge color={state.color} variant="light" tt="none">
          {state.text}
        </Badge>
      </Group>
      <Group gap="xs">
        <Rating value={review.rating} readOnly aria-hidden />
        <Text fz="sm">{`${review.rating} out of 5 stars`}</Text>
      </Group>
      {review.comment && <Text style={{ whiteSpace: 'pre-wrap' }}>{review.comment}</Text>}
      {review.status === 'pending' && (
        <Text fz="sm" c="dimmed">
          Our team reads every review before it appears on the expert's page.
        </Text>
      )}
    </Stack>
  );
}
