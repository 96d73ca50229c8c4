import { describe, expect, it } from 'vitest';
import { formatPaise, formatRupees, toPaise, toRupees } from './money.ts';

describe('money', () => {
  it('converts rupees and paise both ways without float drift', () => {
    expect(toPaise(1499.5)).toBe(149950);
    expect(toPaise(0.29)).toBe(29);
    expect(toPaise(19.99)).toBe(1999);
    expect(toRupees(149950)).toBe(1499.5);
  });

  it('formats with Indian grouping and two-digit paise', () => {
    expect(formatRupees(1500)).toBe('₹1,500');
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(1499.5)).toBe('₹1,499.50');
    expect(formatPaise(149925)).toBe('₹1,499.25');
    expect(formatPaise(0)).toBe('₹0');
  });
});
