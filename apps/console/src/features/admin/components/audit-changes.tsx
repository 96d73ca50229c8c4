import { Table, Text } from '@mantine/core';

/** A value from a record as an admin reads it: text as is, the rest as compact JSON, absence as a dash. */
export function auditValueText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The fields a change touched: every field of either record whose value differs (all of them for a creation). */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): { field: string; before: string; after: string }[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({
      field,
      before: before ? auditValueText(before[field]) : '—',
      after: after ? auditValueText(after[field]) : '—',
    }))
    .filter((row) => row.before !== row.after);
}

/** Before and after, field by field, for one audit entry. */
export function AuditChanges({
  before,
  after,
}: {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}) {
  const rows = changedFields(before, after);
  if (rows.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        No field changed.
      </Text>
    );
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table verticalSpacing={4} fz="sm" withRowBorders>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Field</Table.Th>
            <Table.Th scope="col">Before</Table.Th>
            <Table.Th scope="col">After</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.field}>
              <Table.Td ff="monospace">{row.field}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }}>{row.before}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }}>{row.after}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
