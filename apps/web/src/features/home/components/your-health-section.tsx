import { BookmarkIcon, FileIcon, FlaskIcon, StethoscopeIcon } from '@care/ui/icons/care-icons';
import { SimpleGrid } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { loadToolsModal } from '@/features/tools';
import { CycleIcon } from './home-icons';
import { HomeSection } from './home-section';
import { HomeTile, type HomeTileItem } from './home-tile';
import classes from './your-health-section.module.css';

// The calculator (modal, date picker, calendar and their styles) downloads when the patient
// reaches for Tools, not with the home page.
const ToolsModal = lazy(() => loadToolsModal().then((m) => ({ default: m.ToolsModal })));

/** `?tools=ovulation` opens the calculator: the assistant links there. */
const TOOLS_PARAM = 'tools';
const OVULATION = 'ovulation';

const screens: HomeTileItem[] = [
  {
    label: 'Consult an Expert',
    description: 'Book a video consultation',
    to: paths.consultation,
    icon: StethoscopeIcon,
  },
  { label: 'Book Test', description: 'Find and book a lab test', to: paths.bookTest, icon: FlaskIcon },
  { label: 'My Reports', description: 'Your test and doctor reports', to: paths.myReports, icon: FileIcon },
  { label: 'My Bookmarks', description: 'Articles you saved', to: paths.bookmarks, icon: BookmarkIcon },
];

/** Spec section 2: Tools (the ovulation calculator), Consult an Expert, Book Test, My Reports, My Bookmarks. */
export function YourHealthSection() {
  const [params, setParams] = useSearchParams();
  const [tapped, setTapped] = useState(false);
  const fromUrl = params.get(TOOLS_PARAM) === OVULATION;
  const opened = tapped || fromUrl;
  // Once loaded the modal stays mounted, so it can play its closing transition.
  const [loaded, setLoaded] = useState(false);
  if (opened && !loaded) setLoaded(true);

  const close = () => {
    setTapped(false);
    if (fromUrl)
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete(TOOLS_PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
  };

  const items: HomeTileItem[] = [
    {
      label: 'Tools',
      description: 'Ovulation calculator',
      icon: CycleIcon,
      onClick: () => setTapped(true),
      // Start the download on hover or focus, so it is usually there by the tap.
      onIntent: () => void loadToolsModal(),
    },
    ...screens,
  ];

  return (
    <HomeSection
      id="health"
      title="Your Health"
      intro="Tools, consultations, tests, reports and the articles you saved."
    >
      <SimpleGrid
        cols={{ base: 2, sm: 3, lg: 5 }}
        spacing={{ base: 'sm', sm: 'md' }}
        className={classes.tiles}
      >
        {items.map((item) => (
          <HomeTile key={item.label} item={item} layout="stacked" color="rose" />
        ))}
      </SimpleGrid>
      {loaded && (
        <Suspense fallback={null}>
          <ToolsModal opened={opened} onClose={close} />
        </Suspense>
      )}
    </HomeSection>
  );
}
