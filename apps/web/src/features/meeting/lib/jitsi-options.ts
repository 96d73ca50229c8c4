/**
 * The Jitsi room as the spec asks (section 2's Meeting room): audio and video muted at the start,
 * no pre-join page, polls off, a toolbar of camera, hangup, chat and microphone; deep linking off
 * so a phone browser joins in the page instead of sending the patient to install an app.
 */
export function jitsiOptions(displayName: string) {
  return {
    configOverwrite: {
      startWithAudioMuted: true,
      startWithVideoMuted: true,
      prejoinConfig: { enabled: false },
      prejoinPageEnabled: false,
      disablePolls: true,
      disableDeepLinking: true,
      toolbarButtons: ['camera', 'hangup', 'chat', 'microphone'],
      // The audio-only switch for weak connections lives in Jitsi's own settings menu, which this
      // toolbar leaves out; the video quality is capped instead, which Jitsi lowers further itself.
      constraints: { video: { height: { ideal: 480, max: 720 } } },
      disableInviteFunctions: true,
      enableWelcomePage: false,
    },
    interfaceConfigOverwrite: {
      MOBILE_APP_PROMO: false,
      SHOW_JITSI_WATERMARK: false,
      TOOLBAR_BUTTONS: ['camera', 'hangup', 'chat', 'microphone'],
    },
    userInfo: { displayName, email: '' },
  };
}
