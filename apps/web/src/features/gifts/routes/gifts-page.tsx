import { formatRupees } from '@care/contracts/common/money';
import type { GiftCreated } from '@care/contracts/gifts/answers';
import { GIFT_DEFAULT_VALUE, GIFT_VALUES } from '@care/contracts/gifts/constants';
import { Button, Card, Container, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { SelectOnIntent } from '@/components/select-on-intent';
import { usePageTitle } from '@/lib/use-page-title';
import { GiftHistory } from '../components/gift-history';

// The form, payment (checkout), their Modal code and the Gift value Select download when the
// patient reaches for Buy or the value (gift-dialogs.ts, with the copy button's tooltip).
const loadDialogs = () => import('../components/gift-dialogs');
const GiftFormModal = lazy(() => loadDialogs().then((m) => ({ default: m.GiftFormModal })));
const GiftPaymentModal = lazy(() => loadDialogs().then((m) => ({ default: m.GiftPaymentModal })));

const VALUE_OPTIONS = GIFT_VALUES.map((v) => ({ value: String(v), label: formatRupees(v) }));

/** /gifts: Gift a Session (spec sections 2 and 4): value, Buy, the recipient form, payment, history. */
export function GiftsPage() {
  usePageTitle('Gift a Session');
  const [value, setValue] = useState(GIFT_DEFAULT_VALUE);
  const [formOpen, setFormOpen] = useState(false);
  // Mounted from the first Buy on, so closing animates and focus goes back to Buy.
  const [dialogsMounted, setDialogsMounted] = useState(false);
  const warm = () => void loadDialogs();
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
            <SelectOnIntent
              label="Gift value"
              data={VALUE_OPTIONS}
              load={loadDialogs}
              value={String(value)}
              onChange={(v) => v && setValue(Number(v))}
              allowDeselect={false}
              maw={240}
            />
            <Button
              size="md"
              onPointerEnter={warm}
              onFocus={warm}
              onTouchStart={warm}
              onClick={() => {
                setDialogsMounted(true);
                setFormOpen(true);
              }}
              style={{ alignSelf: 'flex-start' }}
            >
              Buy
            </Button>
          </Stack>
        </Card>
        <GiftHistory />
      </SimpleGrid>
      {dialogsMounted && (
        <Suspense fallback={null}>
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
        </Suspense>
      )}
    </Container>
  );
}
