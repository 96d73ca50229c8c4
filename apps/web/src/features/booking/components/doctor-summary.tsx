import type { Doctor } from '@care/contracts/experts/schemas';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { doctorName, ExpertAvatar } from '@/features/experts';

/** Who the patient is booking: picture, name, qualification and specialities. */
export function DoctorSummary({ doctor }: { doctor: Doctor }) {
  return (
    <Card padding="lg">
      <Group gap="md" wrap="nowrap" align="center">
        <ExpertAvatar
          src={doctor.profile_picture}
          name={`${doctor.fname} ${doctor.lname}`}
          gender={doctor.gender}
          size={64}
        />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} fz="lg">
            {doctorName(doctor)}
          </Title>
          <Text fz="sm">{doctor.qualification}</Text>
          <Text fz="sm" c="dimmed">
            {doctor.speciality.map((s) => s.value).join(' | ')}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
