import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { SocialVerifier } from './social-verifier.ts';

/** Verifies a Google ID token against Google's published keys (JWKS) and our client id. */
export function googleVerifier(opts: { clientId: string; jwksUrl: string }): SocialVerifier {
  const jwks = createRemoteJWKSet(new URL(opts.jwksUrl));
  return {
    provider: 'google',
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, jwks, {
          issuer: ['https://accounts.google.com', 'accounts.google.com'],
          audience: opts.clientId,
        });
        if (typeof payload.sub !== 'string' || !payload.sub) return null;
        const verifiedEmail = payload.email_verified === true && typeof payload.email === 'string';
        return {
          provider: 'google',
          id: payload.sub,
          email: verifiedEmail ? (payload.email as string).toLowerCase() : null,
          firstName: typeof payload.given_name === 'string' ? payload.given_name : null,
          lastName: typeof payload.family_name === 'string' ? payload.family_name : null,
        };
      } catch {
        return null;
      }
    },
  };
}
