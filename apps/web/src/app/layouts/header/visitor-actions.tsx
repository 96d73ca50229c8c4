import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function VisitorActions({
  onNavigate,
  stacked = false,
}: {
  onNavigate?: () => void;
  stacked?: boolean;
}) {
  const buttons = (
    <>
      <Button component={Link} to={paths.login} variant="outline" onClick={onNavigate} fullWidth={stacked}>
        Sign In
      </Button>
      <Button component={Link} to={paths.register} onClick={onNavigate} fullWidth={stacked}>
        Sign Up
      </Button>
    </>
  );
  if (stacked) return <>{buttons}</>;
  return (
    <Group gap="xs" wrap="nowrap">
      {buttons}
    </Group>
  );
}
