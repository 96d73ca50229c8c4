import { createHmac } from 'node:crypto';

// RFC 6238 codes for the console's browser tests, written from the RFC rather than with the
// server's library, so the server is checked against an independent reading of the standard.

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Bytes(secret: string): Buffer {
  let bits = '';
  for (const ch of secret.replace(/[\s=]/g, '').toUpperCase()) {
    const v = BASE32.indexOf(ch);
    if (v < 0) throw new Error(`not base32: ${ch}`);
    bits += v.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The 6-digit TOTP code of `secret` (base32) for the 30-second step holding `at`. */
export function totpCode(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const mac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/**
 * A code of a step no earlier code of this account used: the server takes each step once, so a
 * second sign-in within the same 30 seconds waits for the next step.
 */
export async function freshTotpCode(secret: string, lastStep: { value: number }): Promise<string> {
  let step = Math.floor(Date.now() / 30_000);
  while (step <= lastStep.value) {
    await new Promise((r) => setTimeout(r, 1000));
    step = Math.floor(Date.now() / 30_000);
  }
  lastStep.value = step;
  return totpCode(secret);
}
