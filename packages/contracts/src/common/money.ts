// Money, once (issue 17): amounts are kept and moved in paise (integers), and shown in rupees.
// The API's payloads carry rupees where the spec does (expert fees, order amounts); the database
// and the payment provider work in paise. Every conversion and every "₹" on a screen, in a text
// or in a PDF goes through here.

export const PAISE_PER_RUPEE = 100;

/** Rupees (as the spec's payloads and forms carry them, up to two decimals) to paise. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * PAISE_PER_RUPEE);
}

/** Paise to rupees (for a payload or a formatter). */
export function toRupees(paise: number): number {
  return paise / PAISE_PER_RUPEE;
}

/**
 * Indian digit grouping (1,00,000) of a non-negative integer written in digits: the last three
 * digits, then pairs.
 */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

/**
 * Rupees as the app shows them: ₹1,500 or ₹1,499.50 (Indian digit grouping: ₹1,00,000).
 * Written by hand rather than with Intl.NumberFormat('en-IN'): creating the first en-IN
 * formatter loads ICU's locale data, 60-150 ms on a 4x-throttled phone CPU, and the pages that
 * show a fee paid it during their first render (issue 20). Rounds as Intl does: the shortest
 * decimal that reads back as the number (String(n), so 1000.005 is "1000.005"), half away from
 * zero; money.test.ts checks the two agree.
 */
export function formatRupees(rupees: number): string {
  const text = String(Math.abs(rupees));
  // Exponent forms: under a millionth (shows as 0) or beyond any amount (shown as is).
  if (!/^\d+(\.\d+)?$/.test(text)) return `₹${Math.abs(rupees) < 1 ? '0' : rupees}`;
  const [whole, fraction = ''] = text.split('.');
  const cents = BigInt(whole + fraction.slice(0, 2).padEnd(2, '0')) + (fraction.charAt(2) >= '5' ? 1n : 0n);
  const paise = cents % 100n;
  const sign = rupees < 0 && cents > 0n ? '-' : '';
  // Paise show as two digits when there are any ("₹1,499.5" reads wrong).
  const paiseText = paise === 0n ? '' : `.${String(paise).padStart(2, '0')}`;
  return `₹${sign}${groupIndian(String(cents / 100n))}${paiseText}`;
}

/** An amount in paise, shown in rupees. */
export const formatPaise = (paise: number) => formatRupees(toRupees(paise));
