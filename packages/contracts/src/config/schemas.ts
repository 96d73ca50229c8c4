import { z } from 'zod';

/** GET /api/config: what the browser may know about this deployment. */
export const publicConfigSchema = z.object({
  brand: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    address: z.string(),
  }),
  assistant_name: z.string(),
  payment_key_id: z.string().nullable(),
  /** 'razorpay': open Razorpay Checkout with payment_key_id; 'sandbox': the app's own checkout dialog. */
  payment_provider: z.enum(['razorpay', 'sandbox']),
  /** 'jitsi': the room is on video_domain; 'webrtc': the built-in room. */
  video_provider: z.enum(['jitsi', 'webrtc']),
  video_domain: z.string().nullable(),
  google_client_id: z.string().nullable(),
  facebook_app_id: z.string().nullable(),
  signup_otp_length: z.number().int(),
  reset_otp_length: z.number().int(),
  otp_resend_seconds: z.number().int(),
  app_store_url: z.string(),
  play_store_url: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
