import type { SocialVerifier } from './social-verifier.ts';

/**
 * Verifies a Facebook user access token with the Graph API's debug_token check (it must be
 * valid and issued to our app), then reads the profile fields the token allows.
 */
export function facebookVerifier(opts: {
  appId: string;
  appSecret: string;
  graphUrl: string;
}): SocialVerifier {
  const graph = opts.graphUrl.replace(/\/$/, '');
  const getJson = async (url: string) => {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!res.ok) return null;
    return (await res.json()) as Record<string, unknown>;
  };
  return {
    provider: 'facebook',
    async verify(token) {
      try {
        const appToken = `${opts.appId}|${opts.appSecret}`;
        const debug = await getJson(
          `${graph}/debug_token?input_token=${encodeURIComponent(token)}&access_token=${encodeURIComponent(appToken)}`,
        );
        const data = debug?.data as { is_valid?: boolean; app_id?: string; user_id?: string } | undefined;
        if (!data?.is_valid || String(data.app_id) !== opts.appId || !data.user_id) return null;
        const me = await getJson(
          `${graph}/me?fields=id,email,first_name,last_name&access_token=${encodeURIComponent(token)}`,
        );
        if (me && String(me.id) !== String(data.user_id)) return null;
        return {
          provider: 'facebook',
          id: String(data.user_id),
          email: typeof me?.email === 'string' ? me.email.toLowerCase() : null,
          firstName: typeof me?.first_name === 'string' ? me.first_name : null,
          lastName: typeof me?.last_name === 'string' ? me.last_name : null,
        };
      } catch {
        return null;
      }
    },
  };
}
