import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { getUploadImageExtension, Link, RichTextEditor } from '@mantine/tiptap';
import Image from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { inlineImageSrc, uploadMedia } from '../api/upload-media';

// The console's rich-text editor (issue 22), loaded only with the content routes. It writes only
// what the shared allow-list keeps (@care/contracts/content/html-policy): paragraphs, h3/h4,
// bold, italic, lists, quotes, links and pictures uploaded here; the API sanitises on save anyway.

async function uploadPicture(file: File) {
  const media = await uploadMedia(file);
  return { src: inlineImageSrc(media.key), alt: file.name.replace(/\.[^.]+$/, '') };
}

export function RichTextField({
  label,
  description,
  value,
  onChange,
  error,
}: {
  label: string;
  description?: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [3, 4] },
        link: false,
        code: false,
        codeBlock: false,
        strike: false,
        underline: false,
        horizontalRule: false,
      }),
      Link.configure({ openOnClick: false }),
      getUploadImageExtension(Image, {
        onImageUpload: uploadPicture,
        onImageUploadError: (_file, err) => setUploadError(errorMessage(err)),
      }),
    ],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: { 'aria-labelledby': `${id}-label`, 'aria-multiline': 'true', role: 'textbox' },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const shownError = error ?? uploadError ?? undefined;
  return (
    <Input.Wrapper
      id={id}
      label={label}
      labelElement="div"
      labelProps={{ id: `${id}-label` }}
      description={description}
      error={shownError}
    >
      <RichTextEditor
        editor={editor}
        onImageUpload={uploadPicture}
        onImageUploadError={(_file, err) => setUploadError(errorMessage(err))}
        mt={4}
      >
        <RichTextEditor.Toolbar sticky stickyOffset={0}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            <RichTextEditor.ImageUpload accept="image/jpeg,image/png,image/webp" />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
