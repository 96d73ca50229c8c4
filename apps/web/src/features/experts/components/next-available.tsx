import { nextAvailableText } from '@care/contracts/experts/next-available';
import type { ListedDoctor } from '@care/contracts/experts/schemas';
import { Text } from '@mantine/core';

/** "Next available: Thu 4:45 PM" (Asia/Kolkata), or that nothing is free in the next 2 weeks. */
export function NextAvailable({
  doctor,
  now = new Date(),
}: {
  doctor: Pick<ListedDoctor, 'next_available'>;
  now?: Date;
}) {
  const when = nextAvailableText(doctor.next_available, now);
  return (
    <Text fz="sm" data-testid="next-available">
      {doctor.next_available ? (
        <>
          <Text span c="dimmed" inherit>
            Next available:{' '}
          </Text>
          <Text span fw={600} c="sea.8" inherit>
            {when}
          </Text>
        </>
      ) : (
        <Text span c="dimmed" inherit>
          {when}
        </Text>
      )}
    </Text>
  );
}
