import { SignJWT } from 'jose';

/**
 * A token for a self-hosted Jitsi with token authentication (prosody's `token` auth, HS256 with
 * the app id and secret): valid for this one room until the appointment ends.
 */
export async function jitsiToken(a: {
  appId: string;
  appSecret: string;
  domain: string;
  room: string;
  name: string;
  moderator: boolean;
  endsAt: Date;
}): Promise<string> {
  return new SignJWT({
    room: a.room,
    context: { user: { name: a.name, moderator: a.moderator } },
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(a.appId)
    .setAudience('jitsi')
    .setSubject(a.domain)
    .setIssuedAt()
    .setExpirationTime(Math.floor(a.endsAt.getTime() / 1000))
    .sign(new TextEncoder().encode(a.appSecret));
}
