import type { Config } from '../config.ts';

/**
 * The Content-Security-Policy the app itself passes. Third parties are allowed only when
 * their provider is configured (Google and Facebook sign-in, S3 downloads, Jitsi).
 */
export function contentSecurityPolicy(config: Config) {
  const script = ["'self'"];
  const connect = ["'self'"];
  const media = ["'self'", 'blob:'];
  const frame = ["'self'"];
  const img = ["'self'", 'data:', 'blob:'];
  if (config.GOOGLE_CLIENT_ID) {
    script.push('https://accounts.google.com/gsi/client');
    connect.push('https://accounts.google.com/gsi/');
    frame.push('https://accounts.google.com/gsi/');
  }
  if (config.FACEBOOK_APP_ID) {
    script.push('https://connect.facebook.net');
    connect.push('https://graph.facebook.com', 'https://www.facebook.com');
    frame.push('https://www.facebook.com', 'https://web.facebook.com');
    img.push('https://*.fbcdn.net');
  }
  if (config.S3_BUCKET) {
    const s3 =
      config.S3_ENDPOINT ??
      `https://${config.S3_BUCKET}.s3.${config.S3_REGION ?? 'ap-south-1'}.amazonaws.com`;
    img.push(s3);
    connect.push(s3);
    // Articles' uploaded narration and video redirect to the bucket's signed links (issue 22).
    media.push(s3);
  }
  if (config.RAZORPAY_KEY_ID) {
    script.push('https://checkout.razorpay.com');
    frame.push('https://api.razorpay.com');
  }
  if (config.JITSI_DOMAIN) {
    // @jitsi/react-sdk loads external_api.js from the Jitsi server and embeds its room page.
    script.push(`https://${config.JITSI_DOMAIN}`);
    frame.push(`https://${config.JITSI_DOMAIN}`);
  }
  // Media, pictures and upload links are absolute on PUBLIC_URL (lib/site-url.ts), which may
  // name another host than the one a page was loaded from (www. or not).
  if (config.publicUrlConfigured) {
    const site = new URL(config.PUBLIC_URL).origin;
    img.push(site);
    media.push(site);
    connect.push(site);
  }
  if (config.MEDIA_BASE_URL && /^https?:\/\//.test(config.MEDIA_BASE_URL)) {
    const origin = new URL(config.MEDIA_BASE_URL).origin;
    img.push(origin);
    media.push(origin);
  }
  return {
    defaultSrc: ["'self'"],
    scriptSrc: script,
    // Mantine writes CSS variables in style attributes and one style tag.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: img,
    mediaSrc: media,
    connectSrc: connect,
    frameSrc: frame,
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    // Only in production (behind TLS); a plain-HTTP deployment on a LAN would otherwise break.
    upgradeInsecureRequests: config.isProduction ? [] : null,
  };
}
