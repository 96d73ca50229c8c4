import type { PublicConfig } from '@care/contracts/config/schemas';

/** A deployment without social sign-in, as the tests of these screens see it. */
export const testPublicConfig: PublicConfig = {
  brand: { name: 'Care', phone: '+91 80000 00000', email: 'care@example.com', address: 'Bengaluru' },
  assistant_name: 'Sehej',
  payment_key_id: null,
  payment_provider: 'sandbox',
  video_provider: 'webrtc',
  video_domain: null,
  google_client_id: null,
  facebook_app_id: null,
  signup_otp_length: 5,
  reset_otp_length: 4,
  otp_resend_seconds: 30,
  app_store_url: 'https://example.com/app-store',
  play_store_url: 'https://example.com/play-store',
};
