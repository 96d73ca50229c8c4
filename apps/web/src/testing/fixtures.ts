import type { PublicConfig } from '@care/contracts/config/schemas';

export const testConfig: PublicConfig = {
  brand: {
    name: 'Test Care',
    phone: '+91 98765 43210',
    email: 'care@example.com',
    address: '1 Test Road, Bengaluru',
  },
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
  app_store_url: 'https://apps.apple.com/',
  play_store_url: 'https://play.google.com/',
};

/** Writes a signed-in patient the way session.ts stores one. */
export function signInAs(firstName = 'Asha', lastName = 'Rao') {
  localStorage.setItem('token', 'test-token');
  localStorage.setItem('patient_id', 'P-1');
  localStorage.setItem('name', JSON.stringify({ firstName, lastName }));
  localStorage.setItem('phone', '9876543210');
}
