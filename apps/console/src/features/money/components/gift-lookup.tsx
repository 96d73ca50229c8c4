import { giftLookupMessages as gm } from '@care/contracts/money/messages';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { dayMonthYearTimeIst } from '@/lib/ist-text';
import { type StaffGift, useGift } from '../api/gifts';
import { consultationTypeText, rupees } from './money-text';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm">{children}</Text>
    </Stack>
  );
}

function GiftState({ gift }: { gift: StaffGift }) {
  return (
    <Paper withBorder p="sm" radius="md" aria-label={`Gift ${gift.code}`} component="section">
      <Stack gap="xs">
        <Group gap="xs">
          <Text component="div" fw={600}>
            {gift.code}
          </Text>
          <Badge
            color={gift.status === 'paid' ? 'sea' : 'gray'}
            c={gift.status === 'paid' ? 'sea.9' : 'dark.6'}
            variant="light"
            tt="none"
          >
            {gift.status === 'paid' ? 'Paid' : 'Awaiting payment'}
          </Badge>
          <Badge
            color={gift.redeemed ? 'gray.7' : 'sea'}
            variant={gift.redeemed ? 'filled' : 'light'}
            c={gift.redeemed ? undefined : 'sea.9'}
            tt="none"
          >
            {gift.redeemed ? 'Redeemed' : 'Not redeemed'}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          <Fact label="Value">
            {rupees(gift.value)} · {consultationTypeText(gift.consultation_type)}
          </Fact>
          <Fact label="Bought by">{gift.purchaser_name}</Fact>
          <Fact label="For">{gift.recipient_name}</Fact>
          <Fact label="Paid">{gift.paid_at ? dayMonthYearTimeIst(gift.paid_at) : 'Not paid'}</Fact>
          <Fact label="Expires">
            {gift.expires_at ? dayMonthYearTimeIst(gift.expires_at) : 'Set once paid'}
          </Fact>
          <Fact label="Redeemed by">
            {gift.redeemed_by
              ? `${gift.redeemed_by.appointment_no} · ${dayMonthYearTimeIst(gift.redeemed_by.at)}`
              : 'No booking yet'}
          </Fact>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** A gift code typed in (any case) and its state. */
export function GiftLookup() {
  const [code, setCode] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [missing, setMissing] = useState<string | null>(null);
  const gift = useGift(asked);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setMissing(gm.codeRequired);
      return;
    }
    setMissing(null);
    setAsked(trimmed);
  };
  return (
    <Stack gap="sm">
      <form onSubmit={submit} noValidate aria-label="Look up a gift code">
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Gift code"
            autoComplete="off"
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            error={missing}
            style={{ flex: '1 1 14rem' }}
          />
          <Button type="submit" loading={gift.isFetching}>
            Look up
          </Button>
        </Group>
      </form>
      {asked && gift.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(gift.error)}
        </Alert>
      )}
      {asked && gift.data && <GiftState gift={gift.data} />}
    </Stack>
  );
}
