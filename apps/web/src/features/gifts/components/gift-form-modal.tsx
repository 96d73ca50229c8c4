import { formatRupees } from '@care/contracts/common/money';
import type { GiftCreated } from '@care/contracts/gifts/answers';
import {
  GIFT_CONSULTATION_LABELS,
  GIFT_CONSULTATION_TYPES,
  GIFT_MESSAGE_MAX,
} from '@care/contracts/gifts/constants';
import { giftMessages as g } from '@care/contracts/gifts/messages';
import { lazySchema, whenLoaded } from '@care/ui/zod-form';
import {
  Alert,
  Button,
  Group,
  Modal,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useSession } from '@/lib/use-session';
import { useCreateGift } from '../api/create-gift';

const giftSchema = lazySchema(() => import('@care/contracts/gifts/schemas').then((m) => m.giftFormSchema));

interface Props {
  opened: boolean;
  value: number;
  onClose(): void;
  /** The coupon exists and waits for its payment (spec: the form closes, the payment data is kept). */
  onCreated(created: GiftCreated, recipient: string): void;
}

interface Values {
  sender_name: string;
  sender_phone: string;
  sender_email: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  pMessage: string;
  consolation_type: string;
}

/** The recipient form of spec section 5's Gift form; the sender's details are the account's, read-only. */
export function GiftFormModal({ opened, value, onClose, onCreated }: Props) {
  const patient = useSession();
  const create = useCreateGift();
  const [failed, setFailed] = useState(false);
  const form = useForm<Values>({
    initialValues: {
      sender_name: patient ? `${patient.name.firstName} ${patient.name.lastName}`.trim() : '',
      sender_phone: patient?.phone ?? '',
      sender_email: patient?.email ?? '',
      first_name: '',
      last_name: '',
      phone: '',
      email: '',
      pMessage: '',
      consolation_type: '',
    },
    validate: (values) => giftSchema.validate({ ...values, discount: value, some_one_else: true }),
  });
  useEffect(() => {
    if (opened) void giftSchema.load();
  }, [opened]);

  const submit = form.onSubmit(async (values) => {
    setFailed(false);
    try {
      const res = await create.mutateAsync({
        discount: value,
        consolation_type: values.consolation_type as 'gc' | 'mhc',
        some_one_else: true,
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        phone: values.phone.trim(),
        email: values.email.trim(),
        pMessage: values.pMessage,
      });
      if (res.message !== g.created) {
        setFailed(true);
        return;
      }
      onCreated(res.data, `${values.first_name.trim()} ${values.last_name.trim()}`);
      form.reset();
    } catch {
      setFailed(true);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Gift a session worth ${formatRupees(value)}`}
      size="lg"
      centered
    >
      <form onSubmit={whenLoaded(giftSchema, submit)} noValidate aria-label="Gift a session">
        <Stack gap="md">
          <Title order={3} fz="sm" c="dimmed" tt="uppercase">
            From you
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput label="Your name" readOnly {...form.getInputProps('sender_name')} />
            <TextInput label="Your phone" readOnly {...form.getInputProps('sender_phone')} />
            <TextInput label="Your e-mail" readOnly {...form.getInputProps('sender_email')} />
          </SimpleGrid>
          <Title order={3} fz="sm" c="dimmed" tt="uppercase">
            For
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Their first name"
              withAsterisk
              autoComplete="off"
              {...form.getInputProps('first_name')}
            />
            <TextInput
              label="Their last name"
              withAsterisk
              autoComplete="off"
              {...form.getInputProps('last_name')}
            />
            <TextInput
              label="Their mobile number"
              withAsterisk
              inputMode="numeric"
              maxLength={10}
              leftSection={<Text fz="sm">+91</Text>}
              autoComplete="off"
              {...form.getInputProps('phone')}
            />
            <TextInput
              label="Their e-mail"
              withAsterisk
              type="email"
              autoComplete="off"
              {...form.getInputProps('email')}
            />
          </SimpleGrid>
          <Radio.Group label="Consultation" withAsterisk {...form.getInputProps('consolation_type')}>
            <Group mt="xs" gap="lg">
              {GIFT_CONSULTATION_TYPES.map((t) => (
                <Radio key={t} value={t} label={GIFT_CONSULTATION_LABELS[t]} />
              ))}
            </Group>
          </Radio.Group>
          <Textarea
            label="Personal message (optional)"
            description="Sent to them by text with the code."
            maxLength={GIFT_MESSAGE_MAX}
            autosize
            minRows={2}
            {...form.getInputProps('pMessage')}
          />
          {failed && (
            <Alert color="red" variant="light" role="alert">
              {g.failed}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Continue to payment
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
