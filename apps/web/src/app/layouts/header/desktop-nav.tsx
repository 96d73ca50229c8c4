import { Group } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { isCurrent, navLinks } from './nav-links';

export function DesktopNav() {
  const location = useLocation();
  return (
    <Group component="nav" aria-label="Main" gap={2} wrap="nowrap" className="desktop-nav">
      {navLinks.map((item) => (
        <Link
          key={item.to}
          to={item.to}
          className="nav-link"
          aria-current={isCurrent(item, location) ? 'page' : undefined}
        >
          {item.label}
        </Link>
      ))}
    </Group>
  );
}
