/** Rupees as the app shows them: ₹1,500 or ₹1,499.50. */
export function rupees(amount: number): string {
  return `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;
}
