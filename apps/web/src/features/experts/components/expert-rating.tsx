import type { ListedDoctor } from '@care/contracts/experts/schemas';
import { Text, VisuallyHidden } from '@mantine/core';

/** Amber that keeps 4.5:1 on white (Mantine's yellows do not). */
const STAR_AMBER = '#b45309';

/**
 * "4.8 ★ (23)": the average of staff-approved reviews and how many, shown only when there is at
 * least one (until staff approve reviews, nothing is). Read aloud in words.
 */
export function ExpertRating({ doctor }: { doctor: Pick<ListedDoctor, 'rating_average' | 'rating_count'> }) {
  if (doctor.rating_count <= 0 || doctor.rating_average === null) return null;
  const average = doctor.rating_average.toFixed(1);
  const reviews = `${doctor.rating_count} ${doctor.rating_count === 1 ? 'review' : 'reviews'}`;
  return (
    <Text fz="sm" fw={600} data-testid="expert-rating">
      <span aria-hidden="true">
        {average} <span style={{ color: STAR_AMBER }}>★</span> ({doctor.rating_count})
      </span>
      <VisuallyHidden>{`Rated ${average} out of 5 from ${reviews}`}</VisuallyHidden>
    </Text>
  );
}
