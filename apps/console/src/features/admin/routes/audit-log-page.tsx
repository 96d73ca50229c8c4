import { AUDIT_SUBJECT_LABELS, AUDIT_SUBJECTS, type AuditSubject } from '@care/contracts/staff/constants';
import { PageLoader } from '@care/ui/components/page-loader';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Badge, Button, Card, Collapse, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/error-message';
import { dayMonthYearTimeIst } from '@/lib/ist-text';
import { ROLE_LABELS } from '@/lib/role-labels';
import { useAccounts } from '../api/get-accounts';
import { useAuditLog } from '../api/get-audit-log';
import { AuditChanges } from '../components/audit-changes';

const isSubject = (v: string | null): v is AuditSubject => AUDIT_SUBJECTS.includes(v as AuditSubject);

/**
 * Every change staff made (a refund, a lab booking's state, a coupon, an article, an expert's
 * fee), with who, when, why and each changed field before and after; searchable by words, kind
 * and staff member. Cards at every width: an entry's changes need the room a table row lacks.
 */
export function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const staffId = params.get('staff_id') ?? '';
  const subjectParam = params.get('subject');
  const subject = isSubject(subjectParam) ? subjectParam : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(q);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const accounts = useAccounts();
  const log = useAuditLog({ q: q || undefined, staff_id: staffId || undefined, subject, page });

  const apply = (next: { q?: string; staff_id?: string; subject?: string; page?: number }) => {
    const merged = { q, staff_id: staffId, subject: subject ?? '', page: 1, ...next };
    setParams(
      Object.fromEntries(
        Object.entries({ ...merged, page: merged.page > 1 ? String(merged.page) : '' }).filter(([, v]) => v),
      ),
    );
  };
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
            <Select
              label="Staff member"
              placeholder="All staff"
              clearable
              searchable
              data={(accounts.data ?? []).map((a) => ({
                value: a.id,
                label: `${a.full_name} (${ROLE_LABELS[a.role]})`,
              }))}
              value={staffId || null}
              onChange={(id) => apply({ staff_id: id ?? '' })}
              miw={220}
              comboboxProps={{ withinPortal: true }}
            />
            <Button type="submit">Search</Button>
            {filtered && (
              <Button
                variant="subtle"
                color="dark"
                onClick={() => {
                  setDraft('');
                  apply({ q: '', staff_id: '', subject: '' });
                }}
              >
                Clear filters
              </Button>
            )}
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
      {log.data && (page > 1 || log.data.length > 0) && (
        <Group justify="space-between">
          <Button variant="default" disabled={page <= 1} onClick={() => apply({ page: page - 1 })}>
            Newer entries
          </Button>
          <Button
            variant="default"
            disabled={log.data.length === 0}
            onClick={() => apply({ page: page + 1 })}
          >
            Older entries
          </Button>
        </Group>
      )}
    </>
  );
}
