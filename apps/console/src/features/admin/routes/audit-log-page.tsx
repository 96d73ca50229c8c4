import { AUDIT_SUBJECT_LABELS, AUDIT_SUBJECTS, type AuditSubject } from '@care/contracts/staff/constants';
import { PageLoader } from '@care/ui/components/page-loader';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Badge, Button, Card, Collapse, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/error-message';
import { dayMonthYearTimeIst } from '@/lib/ist-text';
import { ROLE_LABELS } from '@/lib/role-labels';
import { useAuditLog } from '../api/get-audit-log';
import { AuditChanges } from '../components/audit-changes';
import { LogPager } from '../components/log-pager';
import { LogSearchButtons } from '../components/log-search-buttons';
import { StaffSelect } from '../components/staff-select';
import { useLogSearch } from '../lib/use-log-search';

const isSubject = (v: string | null): v is AuditSubject => AUDIT_SUBJECTS.includes(v as AuditSubject);

/** The address's filters; a subject the log does not know is left out. */
const readFilters = (params: URLSearchParams) => {
  const subject = params.get('subject');
  return {
    q: params.get('q') ?? '',
    staff_id: params.get('staff_id') ?? '',
    subject: isSubject(subject) ? subject : undefined,
  };
};

/**
 * Every change staff made (a refund, a lab booking's state, a coupon, an article, an expert's
 * fee), with who, when, why and each changed field before and after; searchable by words, kind
 * and staff member. Cards at every width: an entry's changes need the room a table row lacks.
 */
export function AuditLogPage() {
  const {
    filters: { q, staff_id: staffId, subject },
    page,
    apply,
  } = useLogSearch(readFilters);
  const [draft, setDraft] = useState(q);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const log = useAuditLog({ q: q || undefined, staff_id: staffId || undefined, subject, page });

  const toggle = (id: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const filtered = Boolean(q || staffId || subject);

  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every change staff made, with who, when and each field before and after. Entries cannot be edited or deleted."
      />
      <Card>
        <form
          aria-label="Search the audit log"
          onSubmit={(e) => {
            e.preventDefault();
            apply({ q: draft.trim() });
          }}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Words"
              placeholder="A booking number, a code, a reason…"
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value)}
              maxLength={100}
              miw={220}
              style={{ flex: 1 }}
            />
            <Select
              label="What changed"
              placeholder="Everything"
              clearable
              data={AUDIT_SUBJECTS.map((s) => ({ value: s, label: AUDIT_SUBJECT_LABELS[s] }))}
              value={subject ?? null}
              onChange={(v) => apply({ subject: v ?? '' })}
              miw={200}
              comboboxProps={{ withinPortal: true }}
            />
            <StaffSelect value={staffId} onChange={(id) => apply({ staff_id: id })} miw={220} />
            <LogSearchButtons
              filtered={filtered}
              onClear={() => {
                setDraft('');
                apply({ q: '', staff_id: '', subject: '' });
              }}
            />
          </Group>
        </form>
      </Card>
      {log.isPending ? (
        <PageLoader label="Loading the audit log…" />
      ) : log.isError ? (
        <RetryAlert
          title="The audit log could not be loaded"
          message={errorMessage(log.error)}
          onRetry={() => log.refetch()}
        />
      ) : log.data.length === 0 ? (
        <Text c="dimmed">
          {page > 1 ? 'No more entries.' : filtered ? 'No changes match this search.' : 'No changes yet.'}
        </Text>
      ) : (
        <Stack gap="sm" aria-busy={log.isPlaceholderData}>
          <Text fz="sm" c="dimmed">
            Page {page}, newest first. Times are IST.
          </Text>
          {log.data.map((entry) => {
            const shown = open.has(entry.id);
            return (
              <Card key={entry.id} component="article" aria-label={entry.summary}>
                <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
                  <Stack gap={2} style={{ flex: 1, minWidth: 220 }}>
                    <Text fw={600}>{entry.summary}</Text>
                    <Text fz="sm" c="dimmed">
                      {entry.staff_name} ({ROLE_LABELS[entry.staff_role]}) · {dayMonthYearTimeIst(entry.at)}
                    </Text>
                    {entry.reason && <Text fz="sm">Reason: {entry.reason}</Text>}
                  </Stack>
                  <Group gap={6}>
                    <Badge variant="light" color="gray">
                      {AUDIT_SUBJECT_LABELS[entry.subject]}
                    </Badge>
                    <Badge variant="outline" color="gray" tt="none">
                      {entry.action}
                    </Badge>
                  </Group>
                </Group>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  mt="xs"
                  px={0}
                  aria-expanded={shown}
                  aria-controls={`audit-${entry.id}`}
                  onClick={() => toggle(entry.id)}
                >
                  {shown ? 'Hide before and after' : 'Show before and after'}
                </Button>
                <Collapse expanded={shown} id={`audit-${entry.id}`}>
                  <div style={{ paddingTop: 8 }}>
                    <AuditChanges before={entry.before} after={entry.after} />
                  </div>
                </Collapse>
              </Card>
            );
          })}
        </Stack>
      )}
      <LogPager page={page} entries={log.data} onPage={(p) => apply({ page: p })} />
    </>
  );
}
