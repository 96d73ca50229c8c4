import { MOOD_LABELS, MOODS } from '@care/contracts/mood/constants';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { MOOD_TIPS } from '../lib/mood-tips.data';
import { MoodTipsModal } from './mood-tips-modal';

const idle = { pending: false, message: null, error: null, retry: vi.fn() };

describe('MoodTipsModal', () => {
  it.each(MOODS)(
    '%s: 3 to 5 tips, a therapist link, and the helplines for sad, anxious and angry',
    (mood) => {
      renderWithProviders(
        <MoodTipsModal
          opened
          onClose={vi.fn()}
          mood={{
            mood,
            mood_icon: `/media/raster/mood/${mood}.png`,
            mood_icon_svg: `/media/mood/${mood}.svg`,
            display_mood: MOOD_LABELS[mood],
          }}
          save={idle}
        />,
      );
      const dialog = screen.getByRole('dialog', { name: MOOD_TIPS[mood].title });
      expect(MOOD_TIPS[mood].tips.length).toBeGreaterThanOrEqual(3);
      expect(MOOD_TIPS[mood].tips.length).toBeLessThanOrEqual(5);
      expect(within(dialog).getAllByRole('listitem')).toHaveLength(MOOD_TIPS[mood].tips.length);
      expect(within(dialog).getByRole('link', { name: 'Speak to a therapist' })).toHaveAttribute(
        'href',
        '/expert-detail',
      );

      const helpline = within(dialog).queryByRole('link', { name: 'Tele-MANAS 14416 (free, 24x7)' });
      const tollFree = within(dialog).queryByRole('link', { name: '1-800-891-4416' });
      const emergency = within(dialog).queryByRole('link', { name: '112' });
      if (mood === 'sad' || mood === 'anxious' || mood === 'angry') {
        expect(helpline).toHaveAttribute('href', 'tel:14416');
        expect(tollFree).toHaveAttribute('href', 'tel:18008914416');
        expect(emergency).toHaveAttribute('href', 'tel:112');
      } else {
        expect(helpline).not.toBeInTheDocument();
        expect(tollFree).not.toBeInTheDocument();
        expect(emergency).not.toBeInTheDocument();
      }
    },
  );
});
