import { Alert, Button, Center, Stack } from '@mantine/core';

/**
 * A screen that failed to load or threw: most often a new version of the console was deployed
 * while this tab was open and its old files are gone, so a reload fixes it.
 */
export function RouteError() {
  return (
    <Center mih="60vh" p="md" component="main">
      <Stack maw={480}>
        <Alert color="red" variant="light" role="alert" title="This page could not be shown">
          The console may have been updated since this tab was opened. Reload to get the new version.
        </Alert>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
