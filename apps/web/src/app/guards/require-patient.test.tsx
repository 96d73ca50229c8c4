import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs, testConfig } from '@/testing/fixtures';
import { ok, renderApp, stubFetch } from '@/testing/render-app';
import { guardedRoutes, isGuardedPath } from '../guarded-routes';

beforeEach(() => {
  stubFetch((url) =>
    url.startsWith('/api/config')
      ? { body: ok(testConfig) }
      : { status: 404, body: { status: 0, statusCode: 404, message: 'Not found.', data: null } },
  );
});

describe('protected routes', () => {
  it('sends a visitor to /login with the page they asked for as next', async () => {
    const { router } = renderApp('/my-reports?tab=doctor');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/my-reports?tab=doctor')}`);
  });

  it('guards parameterised routes such as the meeting room', async () => {
    const { router } = renderApp('/appointment/meeting/abc123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/appointment/meeting/abc123');
  });

  it('lets a signed-in patient in', async () => {
    signInAs();
    const { router } = renderApp('/Appointments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Appointments' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Appointments');
  });

  it('leaves public pages open to visitors', async () => {
    const { router } = renderApp('/book-test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Book a Test' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/book-test');
  });

  it('sends a signed-in patient away from /login and sign-up to home', async () => {
    signInAs('Meera');
    const { router } = renderApp('/registeration/genderDob');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi Meera' })).toBeInTheDocument();
  });

  it('shows a friendly not-found page for unknown addresses', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: "We couldn't find that page" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  it('lists exactly the patient-data routes', () => {
    expect(guardedRoutes).toHaveLength(12);
    expect(isGuardedPath('/profile')).toBe(true);
    expect(isGuardedPath('/appointment/meeting/42')).toBe(true);
    expect(isGuardedPath('/consultation')).toBe(false);
    expect(isGuardedPath('/patient-intake-form/42')).toBe(false);
  });
});
