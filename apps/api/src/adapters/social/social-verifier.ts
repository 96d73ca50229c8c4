import type { SocialProvider } from '@care/contracts/auth/constants';

export interface SocialIdentity {
  provider: SocialProvider;
  /** The provider's stable user id: accounts are keyed on it, never on a matching e-mail. */
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

export interface SocialVerifier {
  readonly provider: SocialProvider;
  /** The identity behind a token, or null when the token is not genuine, expired or for another app. */
  verify(token: string): Promise<SocialIdentity | null>;
}
