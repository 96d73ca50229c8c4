import { intakeCrisisMessages as cm, intakeMessages as m } from '@care/contracts/intake/messages';
import type { IntakeDetail } from '@care/contracts/intake/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '@/testing/fixtures';
import { ok, renderRoute, stubFetch } from '@/testing/render-app';
import { IntakeFormPage } from './intake-form-page';

const ID = '5e1f0c3a-9a4b-4c2e-8d7f-0b6a2c9e1001';
/** The intake link's capability, as the confirmation text carries it (issue 18). */
const KEY = 'q3J8yY0m1x9Zr2Kc7VtLw4Hn6Bd5Fg0Sa1Pe8Ui3Oo';
const HARM = /thought of harming yourself or your baby/;

const detail: IntakeDetail = {
  expired_status: false,
  already_exist: false,
  booking_not_found: false,
  masked: false,
  result: {
    book_appointment_id: ID,
    patient_id: {
      _id: 'p-1',
      name: { firstName: 'Meera', lastName: 'Rao' },
      phone: '9812345678',
      gender: 'female',
      email: 'meera@example.com',
      dob: '1993-03-15',
      city: 'Pune',
    },
    doctor_id: { _id: 'e-1', type: 'mhc' },
  },
};

/** The API for one MHC intake form: the config, the prefill, and the save (flagged as asked). */
function stubApi(flagged = true, answer: { status?: number; body: unknown } = { body: ok(detail) }) {
  return stubFetch((url) => {
    if (url.includes('/api/config')) return { body: ok(testConfig) };
    if (url.includes('get-patient-detail-for-intake-form')) return answer;
    if (url.includes('/api/patient-intake'))
      return { status: 201, body: { status: 1, statusCode: 201, message: m.submitted, data: { flagged } } };
    return { status: 404, body: { status: 0, statusCode: 404, message: 'Not found', data: null } };
  });
}

const render = (slot = KEY) =>
  renderRoute('/patient-intake-form/:id', <IntakeFormPage />, `/patient-intake-form/${slot}`);

const group = (name: RegExp) => screen.getByRole('radiogroup', { name });
/** Types by pasting (one change, not one per character: the long form re-renders on each). */
const fill = async (user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) => {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
};
const pick = async (user: ReturnType<typeof userEvent.setup>, name: RegExp, option: string) =>
  user.click(within(group(name)).getByRole('radio', { name: option }));

// A long form on a shared 2-core machine: generous time.
describe('IntakeFormPage, the MHC variant', { timeout: 60_000 }, () => {
  it("answers 'Sometimes' to the harm question at once with the crisis numbers, announced once", async () => {
    stubApi();
    const user = userEvent.setup({ delay: null });
    render();
    await screen.findByRole('form', { name: 'Patient intake form' });

    // The helplines are always there, in a small note, tap to call.
    const note = screen.getByRole('note', { name: 'Helplines' });
    expect(within(note).getByRole('link', { name: /Tele-MANAS 14416/ })).toHaveAttribute('href', 'tel:14416');
    expect(within(note).getByRole('link', { name: /1-800-891-4416/ })).toHaveAttribute(
      'href',
      'tel:18008914416',
    );
    expect(within(note).getByRole('link', { name: /112/ })).toHaveAttribute('href', 'tel:112');

    // Our two questions, with their options.
    expect(within(group(/pregnant, or have you had a baby/)).getAllByRole('radio')).toHaveLength(2);
    for (const option of ['Yes, quite often', 'Sometimes', 'Hardly ever', 'Never'])
      expect(within(group(HARM)).getByRole('radio', { name: option })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await pick(user, HARM, 'Sometimes');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(cm.act);
    expect(cm.act).toBe(
      'If you feel you might act on these thoughts, call 112 or go to the nearest hospital now.',
    );
    expect(within(alert).getByRole('link', { name: /Tele-MANAS 14416/ })).toHaveAttribute(
      'href',
      'tel:14416',
    );
    expect(within(alert).getByRole('link', { name: /toll-free 1-800-891-4416/ })).toHaveAttribute(
      'href',
      'tel:18008914416',
    );
    expect(within(alert).getByRole('link', { name: /Emergency 112/ })).toHaveAttribute('href', 'tel:112');
    // Right under the question.
    expect(group(HARM).parentElement?.nextElementSibling).toBe(alert);

    // Another flagging answer keeps the same alert (not announced again); 'Never' takes it away.
    await pick(user, HARM, 'Yes, quite often');
    expect(screen.getByRole('alert')).toBe(alert);
    await fill(user, /Emergency contact/, 'Arjun');
    expect(screen.getAllByRole('alert')).toEqual([alert]);
    await pick(user, HARM, 'Never');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the pronoun 'Her /Him' as 'He / Him', still sends 'Her /Him', and says the numbers again after submit", async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup({ delay: null });
    render();
    await screen.findByRole('form', { name: 'Patient intake form' });

    const he = within(group(/^Pronouns/)).getByRole('radio', { name: 'He / Him' });
    expect(he).toHaveAttribute('value', 'Her /Him');
    expect(within(group(/^Pronouns/)).queryByRole('radio', { name: 'Her /Him' })).not.toBeInTheDocument();

    // Unanswered, our questions are 'Required' like every other field.
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // (the error sits beside the radio group, in the question's wrapper)
    const question = (name: RegExp) => group(name).parentElement!;
    await waitFor(() => expect(within(question(HARM)).getByText(m.required)).toBeInTheDocument());
    expect(within(question(/pregnant, or have you had a baby/)).getByText(m.required)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/api/patient-intake'))).toBe(false);

    await fill(user, /Emergency contact/, 'Arjun Rao, husband, 9876501234');
    await user.click(he);
    await pick(user, /^Gender/, 'Woman');
    await pick(user, /^Sexual orientation/, 'Heterosexual');
    await pick(user, /^Marital status/, 'Married');
    await pick(user, /employed/, 'Yes');
    await pick(user, /home maker/, 'No');
    await pick(user, /pregnant, or have you had a baby/, 'Yes');
    await pick(user, /mental health services before/, 'No');
    await pick(user, /psychiatric medication/, 'No');
    await pick(user, /mental illness in your family/, 'No');
    await pick(user, /physical health/, 'Good');
    await pick(user, /Your sleep/, 'Poor');
    await pick(user, /Your eating/, 'Satisfactory');
    await pick(user, /sadness, grief or depression/, 'No');
    await pick(user, /anxiety or panic attacks/, 'No');
    await pick(user, HARM, 'Sometimes');
    await pick(user, /drink alcohol/, 'No');
    await pick(user, /Recreational drug use/, 'Never');
    await fill(user, /Significant changes/, 'A baby in July.');
    await fill(user, /hope for from therapy/, 'To sleep again.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(m.submitted));
    const sent = fetchMock.mock.calls.find(([u]) => String(u).includes('/api/patient-intake'));
    // The link's capability goes back in the booking id's slot.
    expect(JSON.parse(String(sent![1]!.body))).toMatchObject({
      book_appointment_id: KEY,
      consultation_type: 'mhc',
      pronouns: 'Her /Him',
      dob: '15-03-1993',
      pregnant_or_baby_in_last_12_months: 'Yes',
      thoughts_of_harming_self_or_baby: 'Sometimes',
    });
    const help = screen.getByRole('region', { name: 'Help now' });
    expect(help).toHaveTextContent(cm.act);
    expect(within(help).getByRole('link', { name: /Emergency 112/ })).toHaveAttribute('href', 'tel:112');
    // Said again, not announced again.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Helplines' })).toBeInTheDocument();
  });
});

describe('IntakeFormPage, opened without its link (issue 18)', () => {
  afterEach(() => localStorage.clear());

  it("by a booking's id alone: no form, the masked answer asks for the link or signing in", async () => {
    const masked: IntakeDetail = {
      ...detail,
      masked: true,
      result: {
        book_appointment_id: ID,
        patient_id: {
          _id: '',
          name: { firstName: 'Meera', lastName: 'R.' },
          phone: '******5678',
          gender: '',
          email: 'm***@example.com',
          dob: null,
          city: '',
        },
        doctor_id: null,
      },
    };
    stubApi(false, { body: ok(masked, m.linkNeeded) });
    const { router } = render(ID);
    // The loading placeholder is a status too: wait for the one with the message.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(m.linkNeeded));
    expect(screen.queryByRole('form', { name: 'Patient intake form' })).not.toBeInTheDocument();
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', `/login?next=${encodeURIComponent(`/patient-intake-form/${ID}`)}`);
    expect(router.state.location.pathname).toBe(`/patient-intake-form/${ID}`);
  });

  it('an expired or unknown link says so', async () => {
    stubApi(false, {
      status: 404,
      body: {
        status: 0,
        statusCode: 404,
        message: m.linkInvalid,
        data: { ...detail, booking_not_found: true, result: null },
      },
    });
    render();
    // The loading placeholder is a status too: wait for the one with the message.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(m.linkInvalid));
    expect(screen.queryByRole('form', { name: 'Patient intake form' })).not.toBeInTheDocument();
  });

  it("a cancelled appointment's link shows the API's words (404 or 410), not a fixed 'expired'", async () => {
    const cancelled = 'This appointment was cancelled';
    for (const status of [404, 410]) {
      stubApi(false, {
        status,
        body: { status: 0, statusCode: status, message: cancelled, data: null },
      });
      const { unmount } = render();
      // The loading placeholder is a status too: wait for the one with the message.
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(cancelled));
      expect(screen.queryByText(m.expired)).not.toBeInTheDocument();
      unmount();
    }
  });

  it("sends the signed-in patient's token with the page's slot (a booking id then opens her own form)", async () => {
    localStorage.setItem('token', 'session-token');
    const fetchMock = stubApi(false);
    render(ID);
    await screen.findByRole('form', { name: 'Patient intake form' });
    const call = fetchMock.mock.calls.find(([u]) => String(u).includes('get-patient-detail-for-intake-form'));
    expect(String(call![0])).toContain(`/get-patient-detail-for-intake-form/${ID}`);
    expect(new Headers(call![1]!.headers).get('Authorization')).toBe('Bearer session-token');
  });
});

describe('IntakeFormPage, an empty submit (issue 19 #12)', { timeout: 60_000 }, () => {
  it('focuses the first invalid field and says how many answers need attention', async () => {
    const empty: IntakeDetail = {
      ...detail,
      result: {
        ...detail.result!,
        patient_id: {
          ...detail.result!.patient_id,
          name: { firstName: '', lastName: '' },
          phone: '',
          email: '',
          dob: null,
          city: '',
          gender: '',
        },
      },
    };
    stubApi(false, { body: ok(empty) });
    const user = userEvent.setup({ delay: null });
    render();
    const form = await screen.findByRole('form', { name: 'Patient intake form' });
    const submit = within(form).getByRole('button', { name: 'Submit' });
    await user.click(submit);
    // Focus leaves Submit for the first field in page order, the name.
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveFocus());
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    const summary = await screen.findByText(/answers need your attention/);
    const count = Number(/(\d+) answers/.exec(summary.textContent ?? '')![1]);
    expect(count).toBeGreaterThan(5);
    // Unanswered questions are marked invalid too, so a screen reader hears which.
    expect(within(group(HARM)).getAllByRole('radio')[0]).toHaveAttribute('aria-invalid', 'true');

    // Answering the name: the count goes down by one, and focus moves on to the next on a retry.
    await fill(user, /^Name/, 'Meera Rao');
    await waitFor(() => expect(screen.getByText(new RegExp(`^${count - 1} answers`))).toBeInTheDocument());
    await user.click(submit);
    await waitFor(() => expect(screen.getByLabelText(/^Phone number/)).toHaveFocus());
  });
});
