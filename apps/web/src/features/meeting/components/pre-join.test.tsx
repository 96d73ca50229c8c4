import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { mediaProblemOf } from '../lib/media-problem';
import type { LocalMedia } from '../lib/use-local-media';
import { PreJoin } from './pre-join';

function local(over: Partial<LocalMedia> = {}): LocalMedia {
  return {
    stream: null,
    opening: false,
    problem: null,
    devices: { videoinput: [], audioinput: [], audiooutput: [] },
    chosen: { videoinput: '', audioinput: '', audiooutput: '' },
    camera: true,
    microphone: true,
    hasCamera: false,
    hasMicrophone: false,
    toggleCamera: vi.fn(),
    toggleMicrophone: vi.fn(),
    choose: vi.fn(),
    switchCamera: vi.fn(),
    ...over,
  };
}

describe('the device check before joining', () => {
  it('says how to allow the camera when the browser refused it, and still lets them join', async () => {
    const onJoin = vi.fn();
    renderWithProviders(
      <PreJoin
        local={local({ problem: 'denied' })}
        peerName="Dr. Meera Rao"
        startsText="24/12/2026 10:45 AM"
        onJoin={onJoin}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Consultation with Dr. Meera Rao');
    expect(screen.getByText('The camera and microphone are blocked for this site')).toBeInTheDocument();
    expect(screen.getByText(/Chrome on Android: tap the icon left of the address/)).toBeInTheDocument();
    expect(screen.getByText(/Safari on iPhone or iPad/)).toBeInTheDocument();
    // Nothing to switch without devices: the switches say so by being disabled.
    expect(screen.getByRole('button', { name: 'Mute microphone' })).toBeDisabled();
    expect(
      screen.getByText(
        'You join with your camera off and your microphone muted; you can change both in the room.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join now' }));
    expect(onJoin).toHaveBeenCalledOnce();
  });

  it('joins with what was chosen: switched off here is off in the room', async () => {
    const media = local({ hasCamera: true, hasMicrophone: true, camera: false });
    renderWithProviders(<PreJoin local={media} peerName="Meera" startsText="now" onJoin={() => {}} />);
    expect(screen.getByText('Your camera is off. You will join without video.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn camera on' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Mute microphone' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('progressbar', { name: 'Microphone level' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mute microphone' }));
    expect(media.toggleMicrophone).toHaveBeenCalledOnce();
  });
});

describe("the browser's refusal, sorted into what a person can do", () => {
  it('tells a refusal from a missing device and a busy one', () => {
    expect(mediaProblemOf(new DOMException('no', 'NotAllowedError'))).toBe('denied');
    expect(mediaProblemOf(new DOMException('none', 'NotFoundError'))).toBe('not-found');
    expect(mediaProblemOf(new DOMException('busy', 'NotReadableError'))).toBe('in-use');
    expect(mediaProblemOf(undefined)).toBe('unsupported');
  });
});
