import { Button, CopyButton, Group, Image, Stack, Text } from '@mantine/core';

/** The base32 secret in groups of four, as authenticator apps ask for it typed in. */
export function groupSecret(secret: string): string {
  return secret
    .replace(/\s/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();
}

interface AuthenticatorSetupProps {
  qrSvg: string;
  secret: string;
}

/** Step one of an invite: scan the QR code, or type the secret. */
export function AuthenticatorSetup({ qrSvg, secret }: AuthenticatorSetupProps) {
  return (
    <Stack gap="sm">
      <Text>
        Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…),
        add an account, and scan this code.
      </Text>
      <Group justify="center">
        <Image
          className="qr-code"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`}
          alt="QR code that adds Care Console to your authenticator app"
        />
      </Group>
      <Text fz="sm">Cannot scan it? Type this key into the app instead (time-based, 6 digits):</Text>
      <Group gap="sm" align="center">
        <Text ff="monospace" fz="md" fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="totp-secret">
          {groupSecret(secret)}
        </Text>
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button variant="light" size="xs" onClick={copy} aria-live="polite">
              {copied ? 'Key copied' : 'Copy key'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
