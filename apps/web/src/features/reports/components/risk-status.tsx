import type { RiskStatus as Status } from '@care/contracts/reports/constants';
import { VisuallyHidden } from '@mantine/core';
import classes from './risk-status.module.css';

const TONE: Record<Status, string | undefined> = {
  'Low Risk': classes.good,
  Normal: classes.good,
  'Intermediate Risk': classes.watch,
  'High Risk': classes.high,
  Abnormal: classes.abnormal,
  Failed: classes.failed,
};

/** A test report's risk status as a readable chip (see the stylesheet for the contrast). */
export function RiskStatus({ status }: { status: Status }) {
  return (
    <span className={`${classes.status} ${TONE[status] ?? classes.failed}`} data-risk={status}>
      <VisuallyHidden>Status: </VisuallyHidden>
      {status}
    </span>
  );
}
