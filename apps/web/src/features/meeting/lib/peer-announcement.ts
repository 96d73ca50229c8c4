import type { PeerMedia } from './use-webrtc-room';

/**
 * What changed on the other side, in words for a screen reader: null for the first report
 * (nothing changed yet) and when nothing a person would notice did.
 */
export function peerAnnouncement(
  before: PeerMedia | null,
  now: PeerMedia | null,
  peer: string,
): string | null {
  if (!before || !now) return null;
  const said: string[] = [];
  if (before.microphone !== now.microphone)
    said.push(now.microphone ? `${peer} unmuted their microphone` : `${peer} muted their microphone`);
  if (before.camera !== now.camera)
    said.push(now.camera ? `${peer} turned their camera on` : `${peer} turned their camera off`);
  if (before.audio_only !== now.audio_only)
    said.push(now.audio_only ? `${peer} switched to audio only` : `${peer} turned video back on`);
  return said.length ? `${said.join('. ')}.` : null;
}

/** Minutes left until the end, for the room's top bar. */
export function timeLeftText(endsAt: string, now: number): string {
  const minutes = Math.ceil((Date.parse(endsAt) - now) / 60_000);
  if (minutes <= 0) return 'Time is up';
  if (minutes === 1) return '1 min left';
  return `${minutes} min left`;
}
