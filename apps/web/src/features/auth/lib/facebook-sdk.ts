import { loadScript } from './load-script';

// Facebook JS SDK: FB.login must run inside the click, so the SDK is loaded as soon as the
// button mounts (only when an app id is configured) and the click only calls FB.login.

const SDK_SRC = 'https://connect.facebook.net/en_US/sdk.js';
const GRAPH_VERSION = 'v19.0';

interface FacebookLoginResponse {
  status: string;
  authResponse?: { accessToken: string } | null;
}

interface FacebookSdk {
  init(options: { appId: string; cookie?: boolean; xfbml?: boolean; version: string }): void;
  login(callback: (response: FacebookLoginResponse) => void, options?: { scope: string }): void;
  api(path: string, params: { fields: string }, callback: (response: Record<string, unknown>) => void): void;
}

declare global {
  interface Window {
    FB?: FacebookSdk;
  }
}

export interface FacebookIdentity {
  accessToken: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

let initialisedFor: string | null = null;

export async function loadFacebookSdk(appId: string): Promise<void> {
  await loadScript(SDK_SRC);
  if (!window.FB) throw new Error('Facebook SDK did not start');
  if (initialisedFor !== appId) {
    window.FB.init({ appId, cookie: false, xfbml: false, version: GRAPH_VERSION });
    initialisedFor = appId;
  }
}

/** Resolves with null when the patient closes the Facebook window. */
export function loginWithFacebook(): Promise<FacebookIdentity | null> {
  return new Promise((resolve, reject) => {
    const fb = window.FB;
    if (!fb) {
      reject(new Error('Facebook SDK is not loaded'));
      return;
    }
    fb.login(
      (response) => {
        const accessToken = response.authResponse?.accessToken;
        if (!accessToken) {
          resolve(null);
          return;
        }
        fb.api('/me', { fields: 'email,first_name,last_name' }, (me) => {
          const text = (k: string) => (typeof me[k] === 'string' ? (me[k] as string) : null);
          resolve({
            accessToken,
            email: text('email'),
            firstName: text('first_name'),
            lastName: text('last_name'),
          });
        });
      },
      { scope: 'email' },
    );
  });
}
