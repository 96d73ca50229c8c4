import { Select, type SelectProps } from '@mantine/core';
import { ROLE_LABELS } from '@/lib/role-labels';
import { useAccounts } from '../api/get-accounts';

interface StaffSelectProps {
  /** The account's id, or '' for all staff. */
  value: string;
  onChange: (id: string) => void;
  miw: number;
  size?: SelectProps['size'];
}

/** Narrows a log to one staff member: every console account by name and role, searchable. */
export function StaffSelect({ value, onChange, miw, size }: StaffSelectProps) {
  const accounts = useAccounts();
  return (
    <Select
      label="Staff member"
      placeholder="All staff"
      clearable
      searchable
      data={(accounts.data ?? []).map((a) => ({
        value: a.id,
        label: `${a.full_name} (${ROLE_LABELS[a.role]})`,
      }))}
      value={value || null}
      onChange={(id) => onChange(id ?? '')}
      miw={miw}
      size={size}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
