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

  it('groups and rounds as Intl en-IN does (formatRupees avoids Intl for its start-up cost)', () => {
    const intl = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
    const viaIntl = (r: number) => {
      const text = intl.format(r);
      return `₹${/\.\d$/.test(text) ? `${text}0` : text}`;
    };
    const amounts = [
      0, 1, 9.5, 10, 99.99, 100, 999, 1000, 1000.005, 1.005, 1.115, 0.125, 2.675, 12345.675, 99999.995,
      100000, 123456.78, 1234567, 12345678.9, 123456789012, -1500, -123456.7,
    ];
    // Amounts of every size with paise, from a fixed sequence (no randomness between runs).
    for (let i = 1; i < 2000; i++) amounts.push((((i * 7919) % 100003) * 10 ** (i % 7)) / 1000);
    for (const r of amounts) expect(formatRupees(r), String(r)).toBe(viaIntl(r));
    expect(formatRupees(1234567.8)).toBe('₹12,34,567.80');
    expect(formatRupees(-0.001)).toBe('₹0');
  });
});
