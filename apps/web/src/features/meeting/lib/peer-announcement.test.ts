import { describe, expect, it } from 'vitest';
import { peerAnnouncement, timeLeftText } from './peer-announcement';

const on = { camera: true, microphone: true, audio_only: false };

describe('what the room tells a screen reader about the other side', () => {
  it('says nothing for the first report, only for changes after it', () => {
    expect(peerAnnouncement(null, on, 'Dr. Rao')).toBeNull();
    expect(peerAnnouncement(on, on, 'Dr. Rao')).toBeNull();
  });

  it('names who muted, unmuted and switched the camera', () => {
    expect(peerAnnouncement(on, { ...on, microphone: false }, 'Dr. Rao')).toBe(
      'Dr. Rao muted their microphone.',
    );
    expect(peerAnnouncement({ ...on, microphone: false }, on, 'Dr. Rao')).toBe(
      'Dr. Rao unmuted their microphone.',
    );
    expect(peerAnnouncement(on, { ...on, camera: false, microphone: false }, 'Meera')).toBe(
      'Meera muted their microphone. Meera turned their camera off.',
    );
  });
});

describe('the time left in the top bar', () => {
  const end = '2026-12-24T06:00:00.000Z';
  it('counts whole minutes up, and says when it is over', () => {
    expect(timeLeftText(end, Date.parse('2026-12-24T05:15:00.000Z'))).toBe('45 min left');
    expect(timeLeftText(end, Date.parse('2026-12-24T05:59:30.000Z'))).toBe('1 min left');
    expect(timeLeftText(end, Date.parse('2026-12-24T06:00:00.000Z'))).toBe('Time is up');
  });
});
