import type { ChatBody } from '@care/contracts/chat/schemas';
import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { testConfig } from '@/testing/fixtures';
import { ok, renderWithProviders, stubFetch } from '@/testing/render-app';
import { openChat } from '../chat-drawer-store';
import { ChatDrawerHost } from '../components/chat-drawer-host';

// The chat drawer as the main layout mounts it, with the API answered from a list: what the
// component tests of the assistant share.

function Probe() {
  const location = useLocation();
  return (
    <p data-testid="probe">
      {location.pathname}
      {location.search} {JSON.stringify(location.state)}
    </p>
  );
}

export function renderHost() {
  return renderWithProviders(
    <>
      <ChatDrawerHost />
      <Routes>
        <Route path="/" element={<p>Home</p>} />
        <Route path="*" element={<Probe />} />
      </Routes>
    </>,
  );
}

export type Answer = { status?: number; body: unknown };

/** Answers the config call and each chat-with-sehej call in turn from `answers`. */
export function stubChat(answers: Answer[]) {
  const bodies: ChatBody[] = [];
  const fetchMock = stubFetch((url, init) => {
    if (url.startsWith('/api/config')) return { body: ok(testConfig) };
    if (url.startsWith('/api/chat-with-sehej')) {
      bodies.push(JSON.parse(String(init?.body)));
      return (
        answers.shift() ?? { status: 500, body: { status: 0, statusCode: 500, message: 'No answer left.' } }
      );
    }
    return { status: 404, body: { status: 0, statusCode: 404, message: 'Not found.', data: null } };
  });
  return { fetchMock, bodies };
}

export async function openDrawer() {
  act(() => openChat());
  // The first opening downloads (here: compiles) the drawer's code.
  return screen.findByRole('dialog', { name: 'Chat With Sehej' }, { timeout: 5000 });
}
