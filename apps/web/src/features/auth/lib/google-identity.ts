import { loadScript } from './load-script';

// Google Identity Services: the rendered button hands us an ID token (a JWT) that the API
// verifies with Google. We read the e-mail and names from it only to prefill, never to trust.

const GIS_SRC = 'https://accounts.google.com/gsi/client';

interface GoogleCredentialResponse {
  credential: string;
}

interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    ux_mode?: 'popup' | 'redirect';
    auto_select?: boolean;
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      theme?: string;
      size?: string;
      text?: string;
      shape?: string;
      width?: number;
      logo_alignment?: string;
    },
  ): void;
}

declare global {
  interface Window {
    google?: { accounts: { id: GoogleAccountsId } };
  }
}

export interface GoogleIdentity {
  idToken: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

export function decodeGoogleIdToken(idToken: string): GoogleIdentity {
  try {
    const payload = idToken.split('.')[1] ?? '';
    const binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
    const text = (k: string) => (typeof claims[k] === 'string' ? (claims[k] as string) : null);
    return { idToken, email: text('email'), firstName: text('given_name'), lastName: text('family_name') };
  } catch {
    return { idToken, email: null, firstName: null, lastName: null };
  }
}

/** Loads the script (once) and draws Google's own button into `parent`. */
export async function renderGoogleButton(
  parent: HTMLElement,
  clientId: string,
  text: 'signin_with' | 'signup_with',
  onIdentity: (identity: GoogleIdentity) => void,
) {
  await loadScript(GIS_SRC);
  const id = window.google?.accounts.id;
  if (!id) throw new Error('Google Identity Services did not start');
  id.initialize({
    client_id: clientId,
    ux_mode: 'popup',
    auto_select: false,
    callback: (response) => onIdentity(decodeGoogleIdToken(response.credential)),
  });
  parent.replaceChildren();
  id.renderButton(parent, {
    theme: 'outline',
    size: 'large',
    text,
    shape: 'pill',
    logo_alignment: 'center',
    width: Math.min(parent.clientWidth || 320, 400),
  });
}
