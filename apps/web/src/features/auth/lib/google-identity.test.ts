import { describe, expect, it } from 'vitest';
import { decodeGoogleIdToken } from './google-identity';

function fakeIdToken(claims: Record<string, unknown>): string {
  const json = new TextEncoder().encode(JSON.stringify(claims));
  const b64 = btoa(String.fromCharCode(...json))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `header.${b64}.signature`;
}

describe('decodeGoogleIdToken', () => {
  it('reads e-mail and names (UTF-8 included) to prefill sign-up', () => {
    const token = fakeIdToken({ email: 'anaya@example.com', given_name: 'Ānaya', family_name: 'Rao' });
    expect(decodeGoogleIdToken(token)).toEqual({
      idToken: token,
      email: 'anaya@example.com',
      firstName: 'Ānaya',
      lastName: 'Rao',
    });
  });

  it('keeps the token even when the claims cannot be read', () => {
    expect(decodeGoogleIdToken('not-a-jwt')).toEqual({
      idToken: 'not-a-jwt',
      email: null,
      firstName: null,
      lastName: null,
    });
  });
});
