import { Anchor, Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { BrandLogo } from '@/components/brand-logo';
import { paths } from '@/config/paths';
import { usePublicConfig } from '@/lib/public-config';
import { useSession } from '@/lib/use-session';
import { AccountCorner } from './account-corner';
import { DesktopNav } from './desktop-nav';
import { VisitorActions } from './visitor-actions';

// The phone menu (Drawer, with its focus trap and scroll lock) is downloaded when the burger
// is first pressed.
const MobileNav = lazy(() => import('./mobile-nav').then((m) => ({ default: m.MobileNav })));

export function SiteHeader() {
  const patient = useSession();
  const config = usePublicConfig();
  const [menuOpened, menu] = useDisclosure(false);
  const [menuWanted, setMenuWanted] = useState(false);

  return (
    <Box component="header" className="site-header">
      <Container size="xl" h={72}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
          <Anchor
            component={Link}
            to={paths.home}
            underline="never"
            aria-label={config.data ? `${config.data.brand.name}, home` : 'Home'}
            className="brand-link"
            miw={0}
          >
            <BrandLogo name={config.data?.brand.name} loading={config.isPending} />
          </Anchor>
          <DesktopNav />
          <Group gap="sm" wrap="nowrap">
            {patient ? (
              <AccountCorner patient={patient} />
            ) : (
              <Box visibleFrom="sm">
                <VisitorActions />
              </Box>
            )}
            <Burger
              opened={menuOpened}
              onClick={() => {
                setMenuWanted(true);
                menu.toggle();
              }}
              className="mobile-nav-toggle"
              size="sm"
              // A 44 px target around the 18 px lines (WCAG 2.5.5).
              w={44}
              h={44}
              p={13}
              aria-label={menuOpened ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpened}
            />
          </Group>
        </Group>
      </Container>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileNav opened={menuOpened} onClose={menu.close} patient={patient} />
        </Suspense>
      )}
    </Box>
  );
}
