import { Progress } from '@mantine/core';
import { useNavigation } from 'react-router-dom';

/** A thin bar at the top while the next screen's code or data loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Progress
      value={100}
      animated
      striped={false}
      size={3}
      radius={0}
      color="rose"
      pos="fixed"
      top={0}
      left={0}
      right={0}
      style={{ zIndex: 300 }}
      aria-label="Loading page"
    />
  );
}
