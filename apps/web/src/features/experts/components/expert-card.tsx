import { lowestFeeOf } from '@care/contracts/booking/rules';
import { formatRupees } from '@care/contracts/common/money';
import { QUALIFICATION_CUT } from '@care/contracts/experts/constants';
import type { Doctor, ListedDoctor } from '@care/contracts/experts/schemas';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { doctorName } from '../lib/doctor-name';
import { yearsSince } from '../lib/expert-search-params';
import { ExpertAvatar } from './expert-avatar';
import { ExpertRating } from './expert-rating';
import { NextAvailable } from './next-available';

const cut = (text: string, n: number) => (text.length > n ? `${text.slice(0, n)}…` : text);

/** The lowest fee a patient could pay for this expert's consultation type. */
export const fromFee = (d: Doctor) => lowestFeeOf(d, d.type);

/**
 * One expert in the list: portrait, name, rating, next free slot, and a link to the details with
 * the id in the URL and the spec's state.
 */
export function ExpertCard({ doctor }: { doctor: ListedDoctor }) {
  const name = doctorName(doctor);
  const years = yearsSince(doctor.exprience);
  return (
    <Card component="article" aria-label={name} padding="lg">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ExpertAvatar
          src={doctor.profile_picture_svg ?? doctor.profile_picture}
          name={name}
          gender={doctor.gender}
        />
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Title order={2} fz="lg">
            {name}
          </Title>
          <ExpertRating doctor={doctor} />
          <Text fz="sm" c="dimmed" title={doctor.qualification}>
            {cut(doctor.qualification, QUALIFICATION_CUT)}
          </Text>
          <Group gap={6}>
            {doctor.speciality.map((s) => (
              <Badge key={s.value} variant="light" color="sea" radius="sm" tt="none">
                {s.value}
              </Badge>
            ))}
          </Group>
          <Text fz="sm">
            <Text span c="dimmed" inherit>
              Speaks{' '}
            </Text>
            {doctor.language.map((l) => l.value).join(', ')}
          </Text>
          <Text fz="sm">
            {years} {years === 1 ? 'year' : 'years'} of experience
          </Text>
          <NextAvailable doctor={doctor} />
          <Group justify="space-between" align="center" mt={4} gap="sm">
            <Text fw={700}>From {formatRupees(fromFee(doctor))}</Text>
            <Button
              component={Link}
              to={`${paths.doctorDetail}?id=${doctor._id}&type=${doctor.type}`}
              state={{ doctor: doctor._id, type: doctor.type, isBooking: false }}
              variant="light"
              mih={44}
              aria-label={`View profile of ${name}`}
            >
              View profile
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
