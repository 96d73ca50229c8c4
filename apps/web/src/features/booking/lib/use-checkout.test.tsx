import { paymentMessages as pm, refundedMessages } from '@care/contracts/payments/schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { testConfig } from '@/testing/fixtures';
import { ok, renderWithProviders, stubFetch } from '@/testing/render-app';
import { type BookingOutcome, PaymentOutcomeDialog } from '../components/payment-outcome-dialog';
import { useCheckout } from './use-checkout';

const success = {
  razorpay_order_id: 'order_AAAAAAAAAAAAAA',
  razorpay_payment_id: 'pay_BBBBBBBBBBBBBB',
  razorpay_signature: 'a'.repeat(64),
};

/** Pay through the sandbox checkout and show the dialog the booking pages show. */
function Harness() {
  const { pay, element } = useCheckout();
  const [outcome, setOutcome] = useState<BookingOutcome | null>(null);
  return (
    <>
      <button
        type="button"
        onClick={async () =>
          setOutcome(
            await pay({
              orderId: success.razorpay_order_id,
              amount: 150_000,
              keyId: null,
              description: 'Appointment',
            }),
          )
        }
      >
        Start
      </button>
      {element}
      <PaymentOutcomeDialog outcome={outcome} onClose={() => setOutcome(null)} />
    </>
  );
}

function serve(verify: { body: unknown }) {
  return stubFetch((url) => {
    if (url.includes('/api/config')) return { body: ok(testConfig) };
    if (url.includes('payment/sandbox/checkout')) return { body: ok(success, pm.sandboxPaid) };
    if (url.includes('payment/razorpay/verify')) return verify;
    return { status: 404, body: { status: 0, statusCode: 404, message: 'Not found', data: null } };
  });
}

async function payThrough() {
  renderWithProviders(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: 'Start' }));
  await userEvent.click(await screen.findByRole('button', { name: /^Pay/ }));
}

describe("the checkout's end as the server tells it", () => {
  it("shows the server's reason when the payment goes back, not a success", async () => {
    serve({ body: ok({ appointment_no: null, status: 'refunded' }, refundedMessages.slot_sold) });
    await payThrough();
    expect(await screen.findByText(refundedMessages.slot_sold)).toBeInTheDocument();
    expect(screen.getByText('Payment will be refunded')).toBeInTheDocument();
    expect(screen.queryByText('Congratulations!')).not.toBeInTheDocument();
  });

  it('shows a second payment going back with its own words', async () => {
    serve({ body: ok({ appointment_no: 'A-100042', status: 'refunded' }, refundedMessages.second_payment) });
    await payThrough();
    expect(await screen.findByText(refundedMessages.second_payment)).toBeInTheDocument();
  });

  it('congratulates with the appointment number when the booking is confirmed', async () => {
    serve({ body: ok({ appointment_no: 'A-100042', status: 'confirmed' }, pm.verified) });
    await payThrough();
    expect(await screen.findByText('Congratulations!')).toBeInTheDocument();
    expect(screen.getByText('A-100042')).toBeInTheDocument();
  });
});
