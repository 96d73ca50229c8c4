import { describe, expect, it } from 'vitest';
import { jitsiOptions } from './jitsi-options';

describe('the Jitsi room settings', () => {
  it('start muted, skip the pre-join page, turn polls and deep linking off, and keep the four tools', () => {
    const o = jitsiOptions('Ananya Sharma');
    expect(o.configOverwrite).toMatchObject({
      startWithAudioMuted: true,
      startWithVideoMuted: true,
      prejoinConfig: { enabled: false },
      disablePolls: true,
      disableDeepLinking: true,
      toolbarButtons: ['camera', 'hangup', 'chat', 'microphone'],
    });
    expect(o.userInfo.displayName).toBe('Ananya Sharma');
  });
});
