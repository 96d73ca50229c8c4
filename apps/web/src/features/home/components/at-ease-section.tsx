import { CalendarIcon, GiftIcon } from '@care/ui/icons/care-icons';
import { SimpleGrid } from '@mantine/core';
import { paths } from '@/config/paths';
import { openChat } from '@/features/assistant';
import { usePublicConfig } from '@/lib/public-config';
import { ChatIcon } from './home-icons';
import { HomeSection } from './home-section';
import { HomeTile, type HomeTileItem } from './home-tile';

/** Spec section 2: chat with the assistant, book a counselling session, gift a session. */
export function AtEaseSection() {
  const assistant = usePublicConfig().data?.assistant_name;
  const items: HomeTileItem[] = [
    {
      label: assistant ? `Chat with ${assistant}` : 'Chat with our assistant',
      description: 'Talk through how you feel, any time',
      icon: ChatIcon,
      // Visitors are sent to sign in by the drawer's host: the chat needs an account.
      onClick: openChat,
    },
    {
      label: 'Book a Session',
      description: 'Talk to a mental-health counsellor',
      to: paths.expertDetail,
      state: { type: 'MHC' },
      icon: CalendarIcon,
    },
    {
      label: 'Gift a Session',
      description: 'Give someone the gift of care',
      to: paths.gifts,
      icon: GiftIcon,
    },
  ];
  return (
    <HomeSection
      id="ease"
      title="At Ease"
      intro="Support for your mind: someone to talk to, counselling sessions, and care you can gift."
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {items.map((item) => (
          <HomeTile key={item.label} item={item} color="sea" />
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
