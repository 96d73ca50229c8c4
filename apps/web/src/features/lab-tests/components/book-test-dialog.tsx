import { ApiError } from '@care/api-client/api-client';
import { formatRupees } from '@care/contracts/common/money';
import type { LabTest, TestBooking } from '@care/contracts/lab-tests/answers';
import { labTestMessages as m } from '@care/contracts/lab-tests/messages';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useBookTest } from '../api/book-test';

interface Props {
  test: LabTest | null;
  onClose(): void;
}

/** Confirms a booking, then says it is booked (or the spec's error, or that it was booked already). */
export function BookTestDialog({ test, onClose }: Props) {
  const book = useBookTest();
  const [done, setDone] = useState<TestBooking | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setDone(null);
    setError(null);
    book.reset();
    onClose();
  };
  const confirm = async () => {
    if (!test) return;
    setError(null);
    try {
      setDone(await book.mutateAsync(test._id));
    } catch (err) {
      // 409: already booked, in the server's words; anything else: the spec's alert.
      setError(err instanceof ApiError && err.statusCode === 409 ? err.message : m.saveFailed);
    }
  };
  return (
    <Modal opened={test !== null} onClose={close} title={done ? 'Test booked' : 'Book this test?'} centered>
      {test && (
        <Stack gap="md">
          {done ? (
            <>
              <Text role="status">
                {m.booked} Booking number <strong>{done.booking_no}</strong>: {done.display_test_name},{' '}
                {formatRupees(done.mrp)}.
              </Text>
              <Text fz="sm" c="dimmed">
                You can follow it under My test bookings on this page.
              </Text>
              <Group justify="flex-end">
                <Button onClick={close}>OK</Button>
              </Group>
            </>
          ) : (
            <>
              <Text>
                <strong>{test.display_test_name}</strong>, MRP {formatRupees(test.mrp)}.
              </Text>
              {error && (
                <Alert color="red" variant="light" role="alert">
                  {error}
                </Alert>
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  Cancel
                </Button>
                <Button onClick={confirm} loading={book.isPending}>
                  Book
                </Button>
              </Group>
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
