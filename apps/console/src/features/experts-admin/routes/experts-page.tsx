import type { StaffExpert } from '@care/contracts/expert-admin/schemas';
import { Button, Divider, Group, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { useExperts } from '../api/get-experts';
import { ExpertForm } from '../components/expert-form';
import { ExpertPhotoUpload } from '../components/expert-photo-upload';
import { ExpertsList } from '../components/experts-list';

/** Operations' experts: the list, adding one (with a console invite), editing one with their photo. */
export function ExpertsPage() {
  const [editingId, setEditingId] = useState<string | null>(null);
  // The expert as last answered (a saved photo or edit shows at once).
  const editing = useExperts().data?.find((e) => e.id === editingId) ?? null;
  const setEditing = (e: StaffExpert | null) => setEditingId(e?.id ?? null);
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="lg">
      <PageHeader
        title="Experts"
        description="Add, edit and deactivate experts. Fees are in rupees; patients see every change at once."
      />
      {editing ? (
        <Paper withBorder p="md" radius="md">
          <Stack gap="md">
            <Group justify="space-between">
              <Title order={2} fz="lg">
                Edit {editing.name}
              </Title>
              <Button variant="default" onClick={() => setEditing(null)}>
                Back to the list
              </Button>
            </Group>
            <ExpertPhotoUpload expert={editing} />
            <Divider />
            <ExpertForm key={editing.id} expert={editing} />
          </Stack>
        </Paper>
      ) : (
        <>
          {adding ? (
            <Paper withBorder p="md" radius="md">
              <Stack gap="md">
                <Group justify="space-between">
                  <Title order={2} fz="lg">
                    Add an expert
                  </Title>
                  <Button variant="default" onClick={() => setAdding(false)}>
                    Close
                  </Button>
                </Group>
                <ExpertForm />
              </Stack>
            </Paper>
          ) : (
            <Button w="fit-content" onClick={() => setAdding(true)}>
              Add an expert
            </Button>
          )}
          <ExpertsList onEdit={(e) => setEditing(e)} />
        </>
      )}
    </Stack>
  );
}
