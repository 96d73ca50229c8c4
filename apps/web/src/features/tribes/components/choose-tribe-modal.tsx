import { TRIBES, type Tribe } from '@care/contracts/patient/constants';
import { profileMessages } from '@care/contracts/patient/messages';
import { Button, Group, Modal, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { TribeIcon } from '@/components/icons/tribe-icons';
import { useSaveProfile } from '@/features/profile';
import { storeTribe } from '@/lib/session';
import { toastError } from '@/lib/toast';
import { useSession } from '@/lib/use-session';
import { afterTribeSave, knownTribes } from '../lib/tribe-list';
import classes from './choose-tribe-modal.module.css';

interface ChooseTribeModalProps {
  opened: boolean;
  onClose: () => void;
}

/** The picker itself; mounted fresh each time the modal opens so it starts from the stored tribes. */
function TribePicker({ onClose }: { onClose: () => void }) {
  const patient = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const save = useSaveProfile();
  const [selected, setSelected] = useState<Tribe[]>(() => knownTribes(patient?.tribe));

  const toggle = (tribe: Tribe) =>
    setSelected((current) =>
      current.includes(tribe)
        ? current.filter((t) => t !== tribe)
        : TRIBES.filter((t) => t === tribe || current.includes(t)),
    );

  const submit = () => {
    if (!patient) return;
    // From this modal only the name and the tribes are sent (spec section 3).
    const name = `${patient.name.firstName} ${patient.name.lastName}`.trim();
    save.mutate(
      { name, tribe: selected.join(',') },
      {
        onSuccess: (res) => {
          if (res.message !== profileMessages.updated) {
            toastError(res.message);
            return;
          }
          storeTribe(selected);
          onClose();
          navigate(afterTribeSave(selected, pathname));
        },
        onError: (error) => toastError(error.message),
      },
    );
  };

  return (
    <Stack gap="lg">
      <Text c="dimmed" fz="sm">
        Choose the groups that fit what you are going through. We will show you articles, videos and audios
        for them. You can change this at any time.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" role="group" aria-label="Support tribes">
        {TRIBES.map((tribe) => {
          const on = selected.includes(tribe);
          return (
            <UnstyledButton
              key={tribe}
              className={classes.option}
              data-selected={on || undefined}
              aria-pressed={on}
              onClick={() => toggle(tribe)}
            >
              <TribeIcon tribe={tribe} size={22} />
              <span>{tribe}</span>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={submit} loading={save.isPending}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}

/** Choose Your Tribe (spec sections 2 and 4): seven toggles and Save. */
export function ChooseTribeModal({ opened, onClose }: ChooseTribeModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Choose Your Tribe" size="lg">
      {opened && <TribePicker onClose={onClose} />}
    </Modal>
  );
}
