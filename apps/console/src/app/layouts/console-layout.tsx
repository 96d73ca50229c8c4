import { PageLoader } from '@care/ui/components/page-loader';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { AppShell, Badge, Burger, Button, Center, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSignOut } from '@/features/auth/api/sign-out';
import { errorMessage } from '@/lib/error-message';
import { useMe } from '@/lib/get-me';
import { ROLE_LABELS } from '@/lib/role-labels';
import { useConsoleToken } from '@/lib/session';
import { ConsoleNav } from './console-nav';

/**
 * Every signed-in screen: the header (who is signed in, sign out), the sections the role may use,
 * and the screen. Without a console session it sends the person to sign in, and back here after.
 */
export function ConsoleLayout() {
  const token = useConsoleToken();
  const location = useLocation();
  if (!token) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`${paths.signIn}?next=${next}`} replace />;
  }
  return <SignedInShell />;
}

function SignedInShell() {
  const me = useMe();
  const [navOpened, nav] = useDisclosure(false);
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const main = useRef<HTMLElement>(null);

  // A new screen: close the phone's menu and move focus to the page, as a page load would.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new address
  useEffect(() => {
    nav.close();
    if (document.activeElement !== document.body) main.current?.focus({ preventScroll: true });
  }, [location.pathname]);

  if (me.isPending) return <PageLoader label="Opening the console…" />;
  if (me.isError)
    return (
      <Center mih="100vh" p="md" component="main">
        <RetryAlert
          title="The console could not be opened"
          message={errorMessage(me.error)}
          onRetry={() => me.refetch()}
        />
      </Center>
    );

  const staff = me.data;
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="md"
    >
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navOpened}
              onClick={nav.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={navOpened ? 'Close the menu' : 'Open the menu'}
              aria-expanded={navOpened}
              aria-controls="console-nav"
            />
            <Text fw={800} c="sea.9">
              Care Console
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Stack gap={0} align="flex-end" visibleFrom="xs">
              <Text fz="sm" fw={600} lineClamp={1}>
                {staff.full_name}
              </Text>
            </Stack>
            <Badge color="sea" c="sea.9" variant="light" visibleFrom="xs">
              {ROLE_LABELS[staff.role]}
            </Badge>
            <Button
              variant="subtle"
              color="dark"
              size="compact-sm"
              loading={signOut.isPending}
              onClick={() => signOut.mutate(undefined, { onSettled: () => navigate(paths.signIn) })}
            >
              Sign out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" id="console-nav" aria-label="Console sections">
        <ConsoleNav permissions={staff.permissions} />
      </AppShell.Navbar>
      <AppShell.Main id="main" ref={main} tabIndex={-1} className="console-main">
        <Stack gap="lg" maw={1100} mx="auto" pb="xl">
          <Outlet />
        </Stack>
      </AppShell.Main>
    </AppShell>
  );
}
