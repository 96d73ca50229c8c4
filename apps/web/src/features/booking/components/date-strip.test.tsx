import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { stripDays } from '../lib/date-strip';
import { DateStrip } from './date-strip';

// The date strip is a WAI-ARIA radio group (issue 19 #14): one tab stop, arrows/Home/End move
// the focus and the choice with it.

const days = stripDays(new Date('2026-11-26T06:00:00Z'));

function Strip() {
  const [selected, setSelected] = useState(days[0]!.date);
  return <DateStrip days={days} selected={selected} onSelect={setSelected} week={0} onWeek={() => {}} />;
}

const radios = () => screen.getAllByRole('radio');

describe('DateStrip', () => {
  it('has one tab stop, the checked day', () => {
    renderWithProviders(<Strip />);
    expect(radios()).toHaveLength(7);
    expect(radios().map((r) => r.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1]);
  });

  it('Right/Down and Left/Up move the choice (wrapping), Home and End to the ends', () => {
    renderWithProviders(<Strip />);
    radios()[0]!.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(radios()[1]).toHaveAttribute('aria-checked', 'true');
    expect(document.activeElement).toBe(radios()[1]);
    expect(radios()[1]!.tabIndex).toBe(0);
    expect(radios()[0]!.tabIndex).toBe(-1);

    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(radios()[2]).toHaveAttribute('aria-checked', 'true');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(radios()[0]).toHaveAttribute('aria-checked', 'true');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(radios()[6]).toHaveAttribute('aria-checked', 'true');
    expect(document.activeElement).toBe(radios()[6]);

    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(radios()[0]).toHaveAttribute('aria-checked', 'true');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(radios()[6]).toHaveAttribute('aria-checked', 'true');
    expect(document.activeElement).toBe(radios()[6]);
    expect(radios().filter((r) => r.getAttribute('aria-checked') === 'true')).toHaveLength(1);
  });

  it('names each day by the words on its tile', () => {
    renderWithProviders(<Strip />);
    expect(radios()[0]).toHaveAccessibleName('Thu 26 Nov');
  });
});

describe('DateStrip days with no free slot', () => {
  function FullStrip() {
    const [selected, setSelected] = useState(days[0]!.date);
    const full = new Set([days[0]!.date, days[1]!.date]);
    return (
      <DateStrip
        days={days}
        selected={selected}
        onSelect={setSelected}
        week={0}
        onWeek={() => {}}
        full={full}
      />
    );
  }

  it('are named so, marked, explained once, and still reached by the arrow keys', () => {
    renderWithProviders(<FullStrip />);
    expect(radios()[0]).toHaveAccessibleName('Thu 26 Nov, no free slots');
    expect(radios()[1]).toHaveAccessibleName('Fri 27 Nov, no free slots');
    expect(radios()[2]).toHaveAccessibleName('Sat 28 Nov');
    expect(radios()[1]).toHaveAttribute('data-full');
    expect(radios()[2]).not.toHaveAttribute('data-full');
    expect(screen.getByText('Days struck through have no free slots.')).toBeInTheDocument();
    radios()[0]!.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(radios()[1]);
    expect(radios()[1]).toHaveAttribute('aria-checked', 'true');
  });

  it('are not mentioned when no day is known to be full', () => {
    renderWithProviders(<Strip />);
    expect(screen.queryByText(/struck through/)).toBeNull();
  });
});
