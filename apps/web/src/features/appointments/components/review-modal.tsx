import { ApiError } from '@care/api-client/api-client';
import { REVIEW_COMMENT_MAX } from '@care/contracts/appointments/constants';
import { reviewMessages as rm } from '@care/contracts/appointments/messages';
import { Alert, Button, Group, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { toastSuccess } from '@/lib/toast';
import { useAddReview } from '../api/add-review';

/** Add Review (spec section 2: 600 wide, past appointments only): stars and a comment. */
export function ReviewModal({
  opened,
  onClose,
  appointmentId,
  doctorId,
  doctorName,
}: {
  opened: boolean;
  onClose: () => void;
  appointmentId: string;
  doctorId: string;
  doctorName: string;
}) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const review = useAddReview();

  const submit = () => {
    if (rating < 1) {
      setError(rm.ratingInvalid);
      return;
    }
    setError(null);
    review.mutate(
      { book_appointment_id: appointmentId, doctor_id: doctorId, rating, comment },
      {
        onSuccess: (message) => {
          toastSuccess(message);
          onClose();
        },
        onError: (e) => setError(e instanceof ApiError ? e.message : rm.ratingInvalid),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Add Review" size={600} centered>
      <Stack gap="md">
        <Text>How was your consultation with {doctorName}?</Text>
        <Stack gap={4}>
          <Text fw={600} id="review-rating-label">
            Rating
          </Text>
          <Rating
            value={rating}
            onChange={setRating}
            size="xl"
            aria-labelledby="review-rating-label"
            getSymbolLabel={(i) => `${i} of 5 stars`}
          />
        </Stack>
        <Textarea
          label="Your review"
          description="Our team reads every review before it is shown anywhere."
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          maxLength={REVIEW_COMMENT_MAX}
          autosize
          minRows={3}
          maxRows={8}
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={review.isPending}>
            Submit Review
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
