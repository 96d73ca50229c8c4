import { fillPatientName } from '@care/contracts/common/text';
import { PATIENT_NAME_PLACEHOLDER } from '@care/contracts/pregnancy/constants';
import type { PregnancyWeek } from '@care/contracts/pregnancy/schemas';
import { StarIcon } from '@care/ui/icons/care-icons';
import type { IconProps } from '@care/ui/icons/svg-icon';
import { Group, List, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { CheckListIcon, ShieldIcon } from './note-icons';

type Notes = PregnancyWeek['baby'];

const SECTIONS: { key: keyof Notes; title: string; icon: ComponentType<IconProps>; color: 'rose' | 'sea' }[] =
  [
    { key: 'highlights_of_the_week', title: 'Highlights of the week', icon: StarIcon, color: 'rose' },
    { key: 'precautions', title: 'Precautions', icon: ShieldIcon, color: 'rose' },
    { key: 'recommendation_for_you', title: 'Recommendations for you', icon: CheckListIcon, color: 'sea' },
  ];

function NotesPanel({
  description,
  notes,
  fill,
}: {
  description: string;
  notes: Notes;
  fill: (t: string) => string;
}) {
  return (
    <Stack gap="lg" pt="md">
      {description && (
        <Text fz={{ base: 'md', sm: 'lg' }} lh={1.65} c="dark.7">
          {fill(description)}
        </Text>
      )}
      {SECTIONS.filter(({ key }) => notes[key].length > 0).map(({ key, title, icon: Icon, color }) => (
        <Stack key={key} gap="xs" component="section" aria-label={title}>
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon size={30} radius="xl" variant="light" color={color}>
              <Icon size={17} />
            </ThemeIcon>
            <Title order={4} fz="md" c="dark.8">
              {title}
            </Title>
          </Group>
          <List spacing={8} size="md" withPadding c="dark.7" styles={{ itemWrapper: { lineHeight: 1.6 } }}>
            {notes[key].map((item) => (
              <List.Item key={item}>{fill(item)}</List.Item>
            ))}
          </List>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * Baby and Mom tabs, each with the week's description, highlights, precautions and
 * recommendations. Baby highlights may name the patient: the placeholder becomes her full name.
 */
export function CareNotes({ data, fullName }: { data: PregnancyWeek; fullName: string }) {
  // Filled everywhere, not only in baby highlights, so a placeholder can never reach the screen raw.
  const fill = (text: string) => fillPatientName(text, fullName, PATIENT_NAME_PLACEHOLDER);
  return (
    <Tabs defaultValue="baby" variant="pills" radius="xl" keepMounted={false}>
      <Tabs.List grow>
        <Tabs.Tab value="baby" fw={600}>
          Baby
        </Tabs.Tab>
        <Tabs.Tab value="mom" fw={600}>
          Mom
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="baby">
        <NotesPanel description={data.description_for_baby} notes={data.baby} fill={fill} />
      </Tabs.Panel>
      <Tabs.Panel value="mom">
        <NotesPanel description={data.description_for_mom} notes={data.mom} fill={fill} />
      </Tabs.Panel>
    </Tabs>
  );
}
