import { MailIcon, MapPinIcon, PhoneIcon } from '@care/ui/icons/contact-icons';
import { ActionIcon, Box, Button, Container, Divider, Grid, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BrandMark } from '@/components/brand-logo';
import { paths } from '@/config/paths';
import { usePublicConfig } from '@/lib/public-config';
import { type FooterLink, quickLinks, serviceLinks, socialLinks } from './footer-links';
import { LegalPolicies } from './legal-policies';

function LinkColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} fz="sm" tt="uppercase" lts={1} c="sea.2">
        {title}
      </Title>
      {/* No gap: each link is a 44 px tall target (global.css .footer-link), spaced by its own height. */}
      <Stack gap={0} align="flex-start">
        {children}
      </Stack>
    </Stack>
  );
}

function FooterLinks({ links }: { links: FooterLink[] }) {
  return links.map((link) => (
    <Link key={link.label} to={link.to} className="footer-link">
      {link.label}
    </Link>
  ));
}

function ContactLine({
  icon,
  children,
  link = false,
}: {
  icon: ReactNode;
  children: ReactNode;
  link?: boolean;
}) {
  // A line holding a link is as tall as the link's 44 px target: its icon sits in the middle.
  return (
    <Group gap={10} wrap="nowrap" align={link ? 'center' : 'flex-start'}>
      <Box c="sea.2" mt={link ? 0 : 2} style={{ display: 'flex' }}>
        {icon}
      </Box>
      <Text fz="sm" c="sea.0">
        {children}
      </Text>
    </Group>
  );
}

export function SiteFooter() {
  const brand = usePublicConfig().data?.brand;
  const brandName = brand?.name ?? '';

  return (
    <Box component="footer" className="site-footer">
      <Container size="lg" py={{ base: 40, sm: 56 }}>
        <Grid gap={{ base: 32, lg: 40 }}>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="md">
              <Group gap={10}>
                <BrandMark size={40} />
                {brandName && (
                  <Text fw={700} fz="lg" c="white">
                    {brandName}
                  </Text>
                )}
              </Group>
              <Text fz="sm" c="sea.1" maw={340}>
                Genetics, pregnancy and mental-health care for you and your family, with experts you can
                trust.
              </Text>
              {brand && (
                <Stack gap={4} component="address" style={{ fontStyle: 'normal' }}>
                  <ContactLine icon={<MapPinIcon size={16} />}>{brand.address}</ContactLine>
                  <ContactLine icon={<PhoneIcon size={16} />} link>
                    <a className="footer-link" href={`tel:${brand.phone.replace(/\s/g, '')}`}>
                      {brand.phone}
                    </a>
                  </ContactLine>
                  <ContactLine icon={<MailIcon size={16} />} link>
                    <a className="footer-link" href={`mailto:${brand.email}`}>
                      {brand.email}
                    </a>
                  </ContactLine>
                </Stack>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4, lg: 2 }}>
            <LinkColumn title="Quick Links">
              <FooterLinks links={quickLinks} />
            </LinkColumn>
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4, lg: 3 }}>
            <LinkColumn title="Services">
              <FooterLinks links={serviceLinks} />
            </LinkColumn>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4, lg: 3 }}>
            <Stack gap="lg">
              <LinkColumn title="Legal">
                <LegalPolicies />
              </LinkColumn>
              <Button
                component={Link}
                to={paths.consultation}
                variant="white"
                color="rose.8"
                w="fit-content"
                h={44}
              >
                Request An Appointment
              </Button>
            </Stack>
          </Grid.Col>
        </Grid>
        <Divider my="xl" color="rgba(255,255,255,0.15)" />
        <Group justify="space-between" gap="md">
          <Text fz="xs" c="sea.1">
            © {new Date().getFullYear()}
            {brandName ? ` ${brandName}` : ''}. All rights reserved.
          </Text>
          <Group
            gap={6}
            component="ul"
            aria-label="Follow us"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {socialLinks.map(({ label, href, icon: Icon }) => (
              <li key={label}>
                <ActionIcon
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${label} (opens in a new tab)`}
                  variant="subtle"
                  color="sea.0"
                  size={44}
                  radius="xl"
                >
                  <Icon size={18} />
                </ActionIcon>
              </li>
            ))}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
