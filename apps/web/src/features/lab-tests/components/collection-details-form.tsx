import { longDate } from '@care/contracts/common/clock-time';
import { formatRupees } from '@care/contracts/common/money';
import type { SavedAddress } from '@care/contracts/lab-tests/answers';
import {
  COLLECTION_MODE_LABELS,
  type CollectionWindow,
  collectionWindowText,
  LAB_PAYMENT_MODE_LABELS,
} from '@care/contracts/lab-tests/constants';
import { labTestMessages as m } from '@care/contracts/lab-tests/messages';
import { collectionDates, openWindows } from '@care/contracts/lab-tests/rules';
import type { CollectionDetails } from '@care/contracts/lab-tests/schemas';
import { Alert, Button, Group, NativeSelect, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { useAddresses } from '../api/addresses';
import { type DetailsValues, detailsPayload, emptyDetails, validateDetails } from '../lib/details-values';
import { AddressFields } from './address-fields';

export interface DetailsTest {
  display_test_name: string;
  mrp: number;
  preparation: string;
  home_collection: boolean;
}

interface Props {
  test: DetailsTest;
  initial?: DetailsValues;
  submitLabel: string;
  pending: boolean;
  error: string | null;
  onSubmit(details: CollectionDetails): void;
  onCancel(): void;
  /** "Now" for the dates and windows offered (tests pass a fixed one). */
  now?: Date;
}

const addressLine = (a: SavedAddress) =>
  [a.line1, a.line2, a.landmark, a.city, `${a.state} ${a.pin_code}`].filter(Boolean).join(', ');

/**
 * How, where and when the sample is collected and how it is paid, as Indian labs ask: home
 * collection at a saved address (or one added here) or a lab visit; a date in the next 14 days
 * and a window not yet started; the test's preparation advice; pay online now or at collection.
 */
export function CollectionDetailsForm({
  test,
  initial = emptyDetails,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
  now: fixedNow,
}: Props) {
  const now = useMemo(() => fixedNow ?? new Date(), [fixedNow]);
  const form = useForm<DetailsValues>({
    initialValues: initial,
    validate: (values) => validateDetails(values, { homeCollection: test.home_collection, now }),
  });
  const values = form.getValues();
  const home = values.collection_mode === 'home';
  const addresses = useAddresses(home);
  const [adding, setAdding] = useState(false);
  const dates = useMemo(() => collectionDates(now), [now]);
  const windows: CollectionWindow[] = values.collection_date ? openWindows(values.collection_date, now) : [];
  form.watch('collection_date', ({ value }) => {
    const w = form.getValues().collection_window;
    if (w && value && !openWindows(value, now).includes(w)) form.setFieldValue('collection_window', '');
  });

  const noAddresses = addresses.data?.length === 0;
  return (
    <form
      noValidate
      aria-label="Collection details"
      onSubmit={form.onSubmit((v) => onSubmit(detailsPayload(v)))}
    >
      <Stack gap="md">
        <Radio.Group
          label="How should we collect the sample?"
          withAsterisk
          {...form.getInputProps('collection_mode')}
        >
          <Stack gap="xs" mt="xs">
            <Radio
              value="home"
              label={COLLECTION_MODE_LABELS.home}
              description={test.home_collection ? 'A phlebotomist comes to your address.' : m.homeNotOffered}
              disabled={!test.home_collection}
            />
            <Radio
              value="lab_visit"
              label={COLLECTION_MODE_LABELS.lab_visit}
              description="You come to our partner lab."
            />
          </Stack>
        </Radio.Group>

        {home && (
          <Stack gap="xs">
            {addresses.isPending && (
              <Skeleton role="status" height={48} radius="md" aria-label="Loading your addresses" />
            )}
            {addresses.data && addresses.data.length > 0 && (
              <Radio.Group label="Address" withAsterisk {...form.getInputProps('address_id')}>
                <Stack gap="xs" mt="xs">
                  {addresses.data.map((a) => (
                    <Radio key={a._id} value={a._id} label={a.label} description={addressLine(a)} />
                  ))}
                </Stack>
              </Radio.Group>
            )}
            {noAddresses && form.errors.address_id && (
              <Text c="red.8" fz="sm" role="alert">
                {form.errors.address_id}
              </Text>
            )}
            {adding || noAddresses ? (
              <AddressFields
                onSaved={(a) => {
                  form.setFieldValue('address_id', a._id);
                  setAdding(false);
                }}
                onCancel={noAddresses ? undefined : () => setAdding(false)}
              />
            ) : (
              addresses.data && (
                <Group>
                  <Button variant="subtle" size="compact-sm" onClick={() => setAdding(true)}>
                    Add a new address
                  </Button>
                </Group>
              )
            )}
          </Stack>
        )}

        <NativeSelect
          label="Collection date"
          withAsterisk
          data={[
            { value: '', label: 'Choose a date' },
            ...dates.map((d) => ({ value: d, label: longDate(d) })),
          ]}
          {...form.getInputProps('collection_date')}
        />
        <NativeSelect
          label="Time window"
          withAsterisk
          disabled={!values.collection_date}
          data={[
            { value: '', label: values.collection_date ? 'Choose a window' : 'Choose a date first' },
            ...windows.map((w) => ({ value: w, label: collectionWindowText(w).replace(/^b/, 'B') })),
          ]}
          {...form.getInputProps('collection_window')}
        />

        {test.preparation && (
          <Alert variant="light" color="sea" title="Before the test">
            {test.preparation}
          </Alert>
        )}

        <Radio.Group label="Payment" withAsterisk {...form.getInputProps('payment_mode')}>
          <Stack gap="xs" mt="xs">
            <Radio
              value="online"
              label={`${LAB_PAYMENT_MODE_LABELS.online} (${formatRupees(test.mrp)})`}
              description="UPI, card or net banking, through the same checkout as consultations."
            />
            <Radio value="at_collection" label={LAB_PAYMENT_MODE_LABELS.at_collection} />
          </Stack>
        </Radio.Group>

        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
