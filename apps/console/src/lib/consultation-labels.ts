import { FEE_TYPE_LABELS, type FeeType } from '@care/contracts/booking/constants';
import { EXPERT_TYPE_LABELS, type ExpertType } from '@care/contracts/experts/constants';

const CONSULTATION_LABELS: Record<string, string> = {
  first: 'First consultation',
  follow_up: 'Follow-up',
};

/** 'Genetic Counselling · Follow-up', 'Mental Health Counselling · Couple'. */
export function consultationLabel(type: string, consultation: string): string {
  const kind = EXPERT_TYPE_LABELS[type as ExpertType] ?? type;
  const what = CONSULTATION_LABELS[consultation] ?? FEE_TYPE_LABELS[consultation as FeeType] ?? consultation;
  return what ? `${kind} · ${what}` : kind;
}

const STATUS_LABELS: Record<string, string> = {
  confirmed: 'Confirmed',
  completed: 'Completed',
  no_show: 'No-show',
  cancelled: 'Cancelled',
};

/** An appointment's status in words. */
export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}
