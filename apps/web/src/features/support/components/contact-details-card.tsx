import { MailIcon, MapPinIcon, PhoneIcon } from '@care/ui/icons/contact-icons';
import { Anchor, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { usePublicConfig } from '@/lib/public-config';

const tapTarget = { display: 'inline-flex', alignItems: 'center', minHeight: 44 } as const;

function DetailRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" color="sea" radius="xl" size={36}>
        {icon}
      </ThemeIcon>
      <div>
        <Text fz="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
          {label}
        </Text>
        {children}
      </div>
    </Group>
  );
}

/** The provider's phone, e-mail and address from the public config, beside the contact form. */
export function ContactDetailsCard() {
  const config = usePublicConfig();
  const brand = config.data?.brand;

  return (
    <Card bg="sea.0" withBorder={false} h="100%">
      <Stack gap="lg">
        <Title order={2} fz="h3">
          Reach us directly
        </Title>
        {config.isPending ? (
          <Stack gap="sm">
            <Skeleton height={40} />
            <Skeleton height={40} />
            <Skeleton height={56} />
          </Stack>
        ) : brand ? (
          <Stack gap="md">
            {/* The phone and e-mail links are 44 px tall targets for a finger (WCAG 2.5.5). */}
            <DetailRow icon={<PhoneIcon size={18} />} label="Phone">
              <Anchor href={`tel:${brand.phone.replace(/\s/g, '')}`} c="sea.9" fw={600} style={tapTarget}>
                {brand.phone}
              </Anchor>
            </DetailRow>
            <DetailRow icon={<MailIcon size={18} />} label="E-mail">
              <Anchor
                href={`mailto:${brand.email}`}
                c="sea.9"
                fw={600}
                style={{ ...tapTarget, wordBreak: 'break-word' }}
              >
                {brand.email}
              </Anchor>
            </DetailRow>
            <DetailRow icon={<MapPinIcon size={18} />} label="Address">
              <Text fz="sm">{brand.address}</Text>
            </DetailRow>
          </Stack>
        ) : (
          <Text fz="sm" c="dimmed">
            Send us the form and our care team will call you back.
          </Text>
        )}
        <Stack gap={6}>
          <Text fw={600}>Looking for a quick answer?</Text>
          <Text fz="sm" c="dimmed">
            Many questions about bookings, payments and reports are answered in Quick Support.
          </Text>
          <Button component={Link} to={paths.quickSupport} variant="white" color="sea.8" w="fit-content">
            Visit Quick Support
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
