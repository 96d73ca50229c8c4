import { meetingMessages as mm } from '@care/contracts/meeting/messages';
import type { MeetingState } from '@care/contracts/meeting/schemas';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs, testConfig } from '@/testing/fixtures';
import { ok, renderRoute, stubFetch } from '@/testing/render-app';
import { ExpertMeetingPage } from './expert-meeting-page';
import { MeetingPage } from './meeting-page';

const ID = '5e1f0c3a-9a4b-4c2e-8d7f-0b6a2c9e1001';

function room(over: Partial<MeetingState> = {}): MeetingState {
  return {
    state: 'early',
    role: 'expert',
    starts_at: '2026-12-24T05:15:00.000Z',
    ends_at: '2026-12-24T06:00:00.000Z',
    starts_at_text: '24/12/2026 10:45 AM',
    appointment_no: 'A-100025',
    peer_name: 'Meera Rao',
    self_name: 'Ms. Ananya Iyer',
    access: null,
    ...over,
  };
}

function stubRoom(state: MeetingState) {
  return stubFetch((url) =>
    url.includes('/api/config') ? { body: ok(testConfig) } : { body: ok(state, 'Consultation room.') },
  );
}

describe("the intake form's harm flag in the consultation room", () => {
  it("shows the expert a calm banner before joining when the patient's form flags it", async () => {
    const fetchMock = stubRoom(room({ intake_harm_flag: true }));
    renderRoute('/appointment/meeting/:id/expert', <ExpertMeetingPage />, {
      pathname: `/appointment/meeting/${ID}/expert`,
      search: '?token=signed-link',
    });
    const banner = await screen.findByRole('note', { name: 'From the intake form' });
    expect(banner).toHaveTextContent(mm.expertHarmFlag);
    expect(mm.expertHarmFlag).toBe(
      "The patient's intake form reports thoughts of harming herself or her baby in the past 7 days. Please ask about this at the start of the session.",
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const body = JSON.parse(
      String(fetchMock.mock.calls.find(([u]) => String(u).includes('meeting/join'))![1]!.body),
    );
    expect(body).toEqual({ book_appointment_id: ID, expert_token: 'signed-link' });
  });

  it('shows nothing when the form does not flag it', async () => {
    stubRoom(room());
    renderRoute('/appointment/meeting/:id/expert', <ExpertMeetingPage />, {
      pathname: `/appointment/meeting/${ID}/expert`,
      search: '?token=signed-link',
    });
    expect(await screen.findByText(/Your session will start on/)).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'From the intake form' })).not.toBeInTheDocument();
    expect(screen.queryByText(mm.expertHarmFlag)).not.toBeInTheDocument();
  });

  it("never shows it on the patient's page", async () => {
    signInAs();
    // The server never sends the flag to the patient; the page would not show it anyway.
    stubRoom(room({ role: 'patient', intake_harm_flag: true }));
    renderRoute('/appointment/meeting/:id', <MeetingPage />, `/appointment/meeting/${ID}`);
    expect(await screen.findByText(/Your session will start on/)).toBeInTheDocument();
    expect(screen.queryByText(mm.expertHarmFlag)).not.toBeInTheDocument();
  });
});
