import { Box, Paper, Stack, Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

interface ResponsiveListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  /** The table's caption: what is listed, in what order, and in which units or time zone. */
  caption: ReactNode;
  /** The column headers, in order. */
  columns: readonly string[];
  /** A last column of buttons, its header heard by screen readers but not shown. */
  actionsColumn?: string;
  /** One item's cells (`Table.Td`s), in the columns' order. */
  renderRow: (item: T) => ReactNode;
  /** One item's card on a phone. */
  renderCard: (item: T) => ReactNode;
  /** The phone list's accessible name. */
  listLabel?: string;
  /** Below it the table scrolls sideways rather than squeezing its columns. */
  minWidth: number;
  /** From this width up, the table; below it, the cards. */
  breakpoint?: 'sm' | 'md';
}

/**
 * A list of items: a table on wide screens, a list of cards on a phone. Both are in the page and
 * CSS shows one, so each holds the same items (and the same buttons) in the same order.
 */
export function ResponsiveList<T>({
  items,
  itemKey,
  caption,
  columns,
  actionsColumn,
  renderRow,
  renderCard,
  listLabel,
  minWidth,
  breakpoint = 'sm',
}: ResponsiveListProps<T>) {
  return (
    <>
      <Box visibleFrom={breakpoint} style={{ overflowX: 'auto' }}>
        <Table verticalSpacing="sm" miw={minWidth}>
          <Table.Caption>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column} scope="col">
                  {column}
                </Table.Th>
              ))}
              {actionsColumn && (
                <Table.Th scope="col">
                  <VisuallyHidden>{actionsColumn}</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={itemKey(item)}>{renderRow(item)}</Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Stack
        hiddenFrom={breakpoint}
        gap="xs"
        component="ul"
        aria-label={listLabel}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {items.map((item) => (
          <Paper key={itemKey(item)} component="li" withBorder p="sm" radius="md">
            {renderCard(item)}
          </Paper>
        ))}
      </Stack>
    </>
  );
}
