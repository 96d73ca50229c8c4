/** Why the camera or microphone could not be had, in the words a patient can act on. */
export type MediaProblem = 'denied' | 'not-found' | 'in-use' | 'unsupported';

/** The browser's error name, sorted into what the person can do about it. */
export function mediaProblemOf(error: unknown): MediaProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
    return 'not-found';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'in-use';
  return 'unsupported';
}

export interface MediaHelp {
  title: string;
  body: string;
  /** How to allow it, browser by browser (only for a refusal). */
  steps: string[];
}

export function mediaHelp(problem: MediaProblem): MediaHelp {
  switch (problem) {
    case 'denied':
      return {
        title: 'The camera and microphone are blocked for this site',
        body: 'Allow them, then reload this page. You can also join without them and use the chat.',
        steps: [
          'Chrome on Android: tap the icon left of the address, then Permissions, and allow Camera and Microphone.',
          'Safari on iPhone or iPad: tap "aA" in the address bar, then Website Settings, and set Camera and Microphone to Allow.',
          'Chrome on a computer: click the icon left of the address, switch Camera and Microphone on.',
          'Safari on a Mac: Safari menu, Settings for This Website, set Camera and Microphone to Allow.',
        ],
      };
    case 'not-found':
      return {
        title: 'A camera or microphone was not found',
        body: 'Plug in a headset or webcam, or open this page on your phone. You can still join, listen and chat.',
        steps: [],
      };
    case 'in-use':
      return {
        title: 'The camera or microphone is busy',
        body: 'Another app (a video call, the camera app) may be using it. Close that app, then reload this page.',
        steps: [],
      };
    default:
      return {
        title: 'This browser cannot use the camera here',
        body: 'Open this link in a recent Chrome or Safari. You can still join, listen and chat.',
        steps: [],
      };
  }
}
