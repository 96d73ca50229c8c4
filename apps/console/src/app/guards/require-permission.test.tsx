import { ROLE_PERMISSIONS } from '@care/contracts/staff/constants';
import { staffAuthMessages } from '@care/contracts/staff/messages';
import type { Staff } from '@care/contracts/staff/schemas';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { JUST_SIGNED_IN } from '@/config/paths';
import { RequirePermission } from './require-permission';

// A screen another role reaches: an explanation with a way out; straight after sign-in (an
// address kept from someone else's session), the new user's own start page instead.

const expert: Staff = {
  id: '11111111-2222-4333-8444-555555555555',
  email: 'meera.k@care.test',
  full_name: 'Meera Krishnan',
  role: 'expert',
  expert_id: '0f0e0d0c-0b0a-4909-8807-060504030201',
  permissions: [...ROLE_PERMISSIONS.expert],
};

function renderAt(state: unknown, path = '/payments') {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ status: 1, statusCode: 200, message: 'ok', data: expert }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProvider queryClient={client} env="test">
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        <Routes>
          <Route path="/" element={<p>Start page</p>} />
          <Route
            path="/schedule"
            element={
              <RequirePermission permission="schedule.read_own">
                <p>Schedule</p>
              </RequirePermission>
            }
          />
          <Route
            path="/payments"
            element={
              <RequirePermission permission="payments.read">
                <p>Payments</p>
              </RequirePermission>
            }
          />
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
}

describe('RequirePermission', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells a role without the permission why, with a link to its start page', async () => {
    renderAt(null);
    expect(await screen.findByRole('alert')).toHaveTextContent(staffAuthMessages.forbidden);
    expect(screen.getByRole('link', { name: 'Go to your start page' })).toBeInTheDocument();
    expect(screen.queryByText('Payments')).not.toBeInTheDocument();
  });

  it('sends someone who has just signed in to their start page instead', async () => {
    renderAt({ [JUST_SIGNED_IN]: true });
    expect(await screen.findByText('Start page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the kept address when the new user may use it', async () => {
    renderAt({ [JUST_SIGNED_IN]: true }, '/schedule');
    expect(await screen.findByText('Schedule')).toBeInTheDocument();
  });
});
