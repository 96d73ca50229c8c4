import { staffAuthMessages } from '@care/contracts/staff/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { getConsoleToken, storeConsoleToken, takeEndedReason } from './session';

// The console's client sends the console's token alone, never the patient app's, and a 401 ends
// the console session and sends the person to the console's sign-in, saying why.

const envelope = (status: number, message = 'ok') =>
  new Response(JSON.stringify({ status: status < 400 ? 1 : 0, statusCode: status, message, data: {} }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  assign = vi.fn();
  vi.stubGlobal('location', {
    ...window.location,
    pathname: '/console/appointments/a1',
    search: '?x=1',
    assign,
  });
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the console API client', () => {
  it("sends the console token, and never the patient app's", async () => {
    localStorage.setItem('token', 'patient-token');
    const fetch = vi.fn(async () => envelope(200));
    vi.stubGlobal('fetch', fetch);
    await api('staff/me');
    expect((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers).not.toHaveProperty(
      'Authorization',
    );
    storeConsoleToken('console-token');
    await api('staff/me');
    expect((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].headers).toMatchObject({
      Authorization: 'Bearer console-token',
    });
    expect(localStorage.getItem('token')).toBe('patient-token');
  });

  it('on a 401 ends the console session only, and goes to sign-in with the way back', async () => {
    localStorage.setItem('token', 'patient-token');
    storeConsoleToken('console-token');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(401, staffAuthMessages.sessionExpired)),
    );
    await expect(api('staff/appointments/a1')).rejects.toMatchObject({ statusCode: 401 });
    expect(getConsoleToken()).toBeNull();
    expect(localStorage.getItem('token')).toBe('patient-token');
    expect(assign).toHaveBeenCalledWith(
      `/console/sign-in?next=${encodeURIComponent('/appointments/a1?x=1')}`,
    );
    expect(takeEndedReason()).toBe(staffAuthMessages.sessionExpired);
    // Said once.
    expect(takeEndedReason()).toBeNull();
  });
});
