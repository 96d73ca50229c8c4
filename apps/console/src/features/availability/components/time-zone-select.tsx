import { Select } from '@mantine/core';
import { useMemo } from 'react';

/** Every IANA zone the browser knows, the current one first in case the list lacks it. */
function zones(current: string): string[] {
  const all =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['Asia/Kolkata'];
  return all.includes(current) || !current ? all : [current, ...all];
}

export function TimeZoneSelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (zone: string) => void;
  error?: string;
}) {
  const data = useMemo(() => zones(value), [value]);
  return (
    <Select
      label="Time zone"
      description="Your hours are in this zone. Patients see the slots in India time."
      data={data}
      value={value}
      onChange={(zone) => zone && onChange(zone)}
      searchable
      allowDeselect={false}
      maxDropdownHeight={280}
      nothingFoundMessage="No zone has that name"
      error={error}
      maw={360}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
