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

const INR = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** Rupees as the app shows them: ₹1,500 or ₹1,499.50 (Indian digit grouping: ₹1,00,000). */
export function formatRupees(rupees: number): string {
  const text = INR.format(rupees);
  // Paise show as two digits when there are any ("₹1,499.5" reads wrong).
  return `₹${/\.\d$/.test(text) ? `${text}0` : text}`;
}

/** An amount in paise, shown in rupees. */
export const formatPaise = (paise: number) => formatRupees(toRupees(paise));
