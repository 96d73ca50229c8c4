import { Box, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ShareIcon } from './article-icons';
import { ShareDialog } from './share-dialog';

interface ShareButtonProps {
  title: string;
  text: string;
  url: string;
}

/** Opens the phone's share sheet (Web Share) where there is one, otherwise the copy-link dialog. */
export function ShareButton({ title, text, url }: ShareButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // The patient closed the sheet: nothing to do. Any other failure falls back to the dialog.
        if ((error as Error).name === 'AbortError') return;
      }
    }
    open();
  };

  return (
    <>
      {/* On narrow phones the icon alone keeps Like, Bookmark and Share on one line. */}
      <Button
        size="sm"
        style={{ '--button-padding-x': '12px' }}
        variant="default"
        aria-label="Share"
        onClick={share}
      >
        <ShareIcon size={16} />
        <Box component="span" ml={8} visibleFrom="xs">
          Share
        </Box>
      </Button>
      <ShareDialog opened={opened} onClose={close} title={title} url={url} />
    </>
  );
}
