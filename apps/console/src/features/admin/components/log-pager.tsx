import { Button, Group } from '@mantine/core';

interface LogPagerProps {
  page: number;
  /** The page's entries, once loaded: an empty page has no older one. */
  entries: readonly unknown[] | undefined;
  onPage: (page: number) => void;
}

/** Newer and older pages of a log, shown once there is more than an empty first page. */
export function LogPager({ page, entries, onPage }: LogPagerProps) {
  if (!entries || (page <= 1 && entries.length === 0)) return null;
  return (
    <Group justify="space-between">
      <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Newer entries
      </Button>
      <Button variant="default" disabled={entries.length === 0} onClick={() => onPage(page + 1)}>
        Older entries
      </Button>
    </Group>
  );
}
