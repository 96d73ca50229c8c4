import { formatRupees } from '@care/contracts/common/money';
import { GIFT_DEFAULT_VALUE, GIFT_VALUES } from '@care/contracts/gifts/constants';
import type { GiftCreated } from '@care/contracts/gifts/schemas';
import { Button, Card, Container, List, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { usePageTitle } from '@/lib/use-page-title';
import { GiftFormModal } from '../components/gift-form-modal';
import { GiftHistory } from '../components/gift-history';
import { GiftPaymentModal } from '../components/gift-payment-modal';

/** /gifts: Gift a Session (spec sections 2 and 4): value, Buy, the recipient form, payment, history. */
export function GiftsPage() {
  usePageTitle('Gift a Session');
  const [value, setValue] = useState(GIFT_DEFAULT_VALUE);
  const [formOpen, setFormOpen] = useState(false);
  const [created, setCreated] = useState<{ created: GiftCreated; recipient: string } | null>(null);

  return (
    <Container size="lg" py="xl">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Card padding="xl" radius="lg" withBorder>
          <Stack gap="md">
            <Title order={1}>Gift a Session</Title>
            <Text>
              Give someone you care about a video consultation with one of our genetic counsellors or
              mental-health experts. They get a code by text and choose the expert and time that suit them.
            </Text>
            <List spacing={4} fz="sm" c="dimmed">
              <List.Item>The code covers a consultation up to its value, once.</List.Item>
              <List.Item>It can be used for a year from today.</List.Item>
              <List.Item>You see it in Coupon History, with whether it has been used.</List.Item>
            </List>
            <Select
              label="Gift value"
              data={GIFT_VALUES.map((v) => ({ value: String(v), label: formatRupees(v) }))}
              value={String(value)}
              onChange={(v) => v && setValue(Number(v))}
              allowDeselect={false}
              maw={240}
            />
            <Button size="md" onClick={() => setFormOpen(true)} style={{ alignSelf: 'flex-start' }}>
              Buy
            </Button>
          </Stack>
        </Card>
        <GiftHistory />
      </SimpleGrid>
      <GiftFormModal
        opened={formOpen}
        value={value}
        onClose={() => setFormOpen(false)}
        onCreated={(c, recipient) => {
          setFormOpen(false);
          setCreated({ created: c, recipient });
        }}
      />
      <GiftPaymentModal gift={created} onClose={() => setCreated(null)} />
    </Container>
  );
}
