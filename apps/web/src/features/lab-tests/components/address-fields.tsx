import { ApiError } from '@care/api-client/api-client';
import type { SavedAddress } from '@care/contracts/lab-tests/answers';
import { labTestMessages as m } from '@care/contracts/lab-tests/messages';
import { lazySchema } from '@care/ui/zod-form';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useAddAddress } from '../api/addresses';

const addressSchema = lazySchema(() =>
  import('@care/contracts/lab-tests/schemas').then((s) => s.addressCreateSchema),
);

interface Props {
  onSaved(address: SavedAddress): void;
  onCancel?: () => void;
}

/**
 * A new saved address, inside the collection details form (so not a form of its own: forms do
 * not nest). Checked with the API's own schema and messages; Save address sends it.
 */
export function AddressFields({ onSaved, onCancel }: Props) {
  const add = useAddAddress();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { label: 'Home', line1: '', line2: '', landmark: '', city: '', state: '', pin_code: '' },
    validate: (values) => addressSchema.validate(values),
  });
  useEffect(() => {
    void addressSchema.load();
  }, []);
  const save = async () => {
    await addressSchema.load();
    if (form.validate().hasErrors) return;
    setError(null);
    try {
      const saved = await add.mutateAsync(form.getValues());
      onSaved(saved);
      form.reset();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : m.saveFailed);
    }
  };
  return (
    <Stack gap="sm" role="group" aria-labelledby="new-address-title">
      <Title order={3} fz="sm" id="new-address-title">
        New address
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Name of the address" withAsterisk maxLength={40} {...form.getInputProps('label')} />
        <TextInput
          label="PIN code"
          withAsterisk
          inputMode="numeric"
          maxLength={6}
          autoComplete="postal-code"
          {...form.getInputProps('pin_code')}
        />
      </SimpleGrid>
      <TextInput
        label="House or flat, building, street"
        withAsterisk
        autoComplete="address-line1"
        {...form.getInputProps('line1')}
      />
      <TextInput label="Area or locality" autoComplete="address-line2" {...form.getInputProps('line2')} />
      <TextInput label="Landmark" {...form.getInputProps('landmark')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="City" withAsterisk autoComplete="address-level2" {...form.getInputProps('city')} />
        <TextInput
          label="State"
          withAsterisk
          autoComplete="address-level1"
          {...form.getInputProps('state')}
        />
      </SimpleGrid>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            Cancel new address
          </Button>
        )}
        <Button variant="light" onClick={save} loading={add.isPending}>
          Save address
        </Button>
      </Group>
    </Stack>
  );
}
