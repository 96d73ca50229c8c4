// The consultation room. Quoted strings are the spec's words (section 4's Meeting); the rest
// are ours.

export const meetingMessages = {
  // `{when}` is the start as 'DD/MM/YYYY hh:mm A', Asia/Kolkata.
  startsOn: 'Your session will start on {when}',
  ended: 'The session time has ended',
  // ours
  state: 'Consultation room.',
  activityRecorded: 'Activity recorded.',
  notOpen: 'The consultation room is not open now.',
  linkInvalid: 'This link is not valid. Please ask for a new one.',
  activityInvalid: "Please send 'joined' or 'disconnected'.",
  /** The expert's room page only, when the patient's intake form flags thoughts of harm. */
  expertHarmFlag:
    "The patient's intake form reports thoughts of harming herself or her baby in the past 7 days. Please ask about this at the start of the session.",
} as const;
