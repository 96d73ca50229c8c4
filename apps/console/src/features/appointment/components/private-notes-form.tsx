import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { useSaveNotes } from '../api/save-notes';

const NOTES_MAX = 20_000;

/** The expert's own notes on the consultation: never shown to the patient. */
export function PrivateNotesForm({ appointmentId, saved }: { appointmentId: string; saved: string }) {
  const [notes, setNotes] = useState(saved);
  const save = useSaveNotes(appointmentId);
  const changed = notes !== saved;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(notes);
      }}
      aria-label="Private notes"
    >
      <Stack gap="sm">
        <Textarea
          label="Notes"
          description="Only you can read these. They are not shared with the patient."
          autosize
          minRows={4}
          maxRows={16}
          maxLength={NOTES_MAX}
          value={notes}
          onChange={(e) => {
            setNotes(e.currentTarget.value);
            save.reset();
          }}
        />
        <Group gap="sm">
          <Button type="submit" loading={save.isPending} disabled={!changed && !save.isError}>
            Save notes
          </Button>
          {save.isSuccess && !changed && (
            <Text fz="sm" role="status">
              {save.data}
            </Text>
          )}
          {changed && !save.isPending && (
            <Text fz="sm" c="dimmed">
              Not saved yet.
            </Text>
          )}
        </Group>
        {save.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(save.error)} Your text is still here; try saving again.
          </Alert>
        )}
      </Stack>
    </form>
  );
}
