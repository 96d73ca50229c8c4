import { describe, expect, it } from 'vitest';
import { REFUND_TIMELINE } from '../booking/policy.ts';
import { formatRupees } from '../common/money.ts';
import { cancelledMessage } from './messages.ts';

describe('cancelledMessage', () => {
  it('names the appointment, the amount going back, where and when', () => {
    expect(cancelledMessage('A-100042', formatRupees(1499.5))).toBe(
      `Appointment A-100042 has been cancelled. ₹1,499.50 is being refunded. ${REFUND_TIMELINE}`,
    );
  });

  it('says only the cancellation when nothing was paid', () => {
    expect(cancelledMessage('A-100042', null)).toBe('Appointment A-100042 has been cancelled.');
  });
});
