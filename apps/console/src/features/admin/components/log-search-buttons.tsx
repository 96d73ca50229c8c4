import { Button } from '@mantine/core';

/** A log search's submit button, and once anything narrows the log, one that clears it all. */
export function LogSearchButtons({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <>
      <Button type="submit">Search</Button>
      {filtered && (
        <Button variant="subtle" color="dark" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </>
  );
}
