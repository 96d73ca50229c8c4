import { formatRupees } from '@care/contracts/common/money';
import type { GiftCoupon } from '@care/contracts/gifts/answers';
import { GIFT_CONSULTATION_LABELS } from '@care/contracts/gifts/constants';
import { giftMessages as g, giftBadges } from '@care/contracts/gifts/messages';
import { Accordion, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useGifts } from '../api/get-gifts';
import { CopyCodeButton } from './copy-code-button';

/** Spec section 4: Expired shows 'Expired'; otherwise Used shows 'Used' and Not Used 'In use'. */
function badgeOf(c: GiftCoupon) {
  if (c.Expired === 'Expired') return { label: giftBadges.expired, color: 'gray' };
  return c.used === 'Used'
    ? { label: giftBadges.used, color: 'sea' }
    : { label: giftBadges.inUse, color: 'rose' };
}

function GiftItem({ c }: { c: GiftCoupon }) {
  const badge = badgeOf(c);
  return (
    <Accordion.Item value={c._id}>
      <Group wrap="nowrap" gap="xs" pr="xs" align="center">
        <Accordion.Control aria-label={`Gift ${c.code}, ${formatRupees(c.discount)}, ${badge.label}`}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0}>
              <Text fw={700} ff="monospace">
                {c.code}
              </Text>
              <Text fz="sm" c="dimmed">
                {formatRupees(c.discount)} · {GIFT_CONSULTATION_LABELS[c.consolation_type]}
              </Text>
            </Stack>
            <Badge color={badge.color} variant="light">
              {badge.label}
            </Badge>
          </Group>
        </Accordion.Control>
        <CopyCodeButton code={c.code} />
      </Group>
      <Accordion.Panel>
        <Stack gap={4} fz="sm">
          <Text fz="sm">
            <Text span c="dimmed">
              First name:{' '}
            </Text>
            {c.patient_id.name.firstName}
          </Text>
          <Text fz="sm">
            <Text span c="dimmed">
              Last name:{' '}
            </Text>
            {c.patient_id.name.lastName}
          </Text>
          <Text fz="sm">
            <Text span c="dimmed">
              Mobile:{' '}
            </Text>
            +91 {c.patient_id.phone}
          </Text>
          <Text fz="sm">
            <Text span c="dimmed">
              E-mail:{' '}
            </Text>
            {c.patient_id.email}
          </Text>
          {c.expires_at && (
            <Text fz="sm" c="dimmed">
              Valid until {dayjs(c.expires_at).format('D MMM YYYY')}
            </Text>
          )}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

/** Coupon History: the patient's paid gifts, newest first. */
export function GiftHistory() {
  const gifts = useGifts();
  return (
    <Card padding="lg" radius="lg" withBorder component="section" aria-labelledby="coupon-history">
      <Title order={2} fz="h4" id="coupon-history" mb="sm">
        Coupon History
      </Title>
      {gifts.isPending && <Skeleton role="status" height={120} radius="md" aria-label="Loading your gifts" />}
      {gifts.isError && (
        <Text c="red.8" role="alert">
          {g.failed}
        </Text>
      )}
      {gifts.data?.length === 0 && <Text c="dimmed">{g.empty}</Text>}
      {gifts.data && gifts.data.length > 0 && (
        <Accordion variant="separated" chevronPosition="right">
          {gifts.data.map((c) => (
            <GiftItem key={c._id} c={c} />
          ))}
        </Accordion>
      )}
    </Card>
  );
}
