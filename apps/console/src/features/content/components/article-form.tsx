import { ARTICLE_TYPES } from '@care/contracts/articles/constants';
import { ARTICLE_SLUG_MAX } from '@care/contracts/content/constants';
import {
  type ArticleCreateBody,
  articleCreateBody,
  type StaffArticle,
} from '@care/contracts/content/schemas';
import { INTERESTS, TRIBES } from '@care/contracts/patient/constants';
import { zodValidate } from '@care/ui/zod-form';
import {
  Alert,
  Badge,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { type ArticleOutcome, useSaveArticle, useSetPublished } from '../api/articles';
import { HtmlPreview } from './html-preview';
import { MediaField } from './media-field';
import { RichTextField } from './rich-text-field';

/** A slug from a title: lower-case words joined by hyphens. */
export function slugOf(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, ARTICLE_SLUG_MAX)
    .replace(/-+$/, '');
}

function initialValues(a: StaffArticle | null): ArticleCreateBody {
  return {
    title: a?.title ?? '',
    slug: a?.slug ?? '',
    type: (a?.type as ArticleCreateBody['type']) ?? 'Text Article',
    category: (a?.category as ArticleCreateBody['category']) ?? null,
    week_from: a?.week_from ?? null,
    week_to: a?.week_to ?? null,
    tribes: (a?.tribes ?? []) as ArticleCreateBody['tribes'],
    short_description: a?.short_description ?? '',
    body: a?.body ?? '',
    image_key: a?.image_key ?? null,
    audio_key: a?.audio_key ?? null,
    video_key: a?.video_key ?? null,
  };
}

/**
 * Creates or edits an article: its fields, the body in the rich-text editor with a preview as
 * patients will see it, its media, and (once saved) publishing. Says its outcome inline.
 */
export function ArticleForm({
  article,
  onSaved,
  initialOutcome = null,
}: {
  article: StaffArticle | null;
  onSaved?: (outcome: ArticleOutcome) => void;
  /** What the last step said (a new draft's "created", shown on its own page). */
  initialOutcome?: string | null;
}) {
  const save = useSaveArticle();
  const publish = useSetPublished();
  const [outcome, setOutcome] = useState<string | null>(initialOutcome);
  const [slugEdited, setSlugEdited] = useState(article !== null);
  const [urls, setUrls] = useState({
    image: article?.image_url ?? null,
    audio: article?.audio_url ?? null,
    video: article?.video_url ?? null,
  });
  const [showPreview, setShowPreview] = useState(false);
  const form = useForm<ArticleCreateBody>({
    initialValues: initialValues(article),
    validate: zodValidate(articleCreateBody),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) => {
    setOutcome(null);
    save.mutate(
      { id: article?.id ?? null, body: articleCreateBody.parse(values) },
      {
        onSuccess: (done) => {
          setOutcome(done.message);
          form.setValues(initialValues(done.article));
          form.resetDirty(initialValues(done.article));
          onSaved?.(done);
        },
      },
    );
  });
  const failed = save.error ?? publish.error;
  const published = article?.published ?? false;

  return (
    <form onSubmit={submit} noValidate aria-label={article ? `Edit ${article.title}` : 'New article'}>
      <Stack gap="md">
        {article && (
          <Group gap="xs">
            <Badge
              color={published ? 'sea' : 'gray'}
              c={published ? 'sea.9' : 'dark.6'}
              variant="light"
              tt="none"
            >
              {published ? 'Published' : 'Draft'}
            </Badge>
          </Group>
        )}
        <TextInput
          label="Title"
          required
          maxLength={200}
          {...form.getInputProps('title')}
          onChange={(e) => {
            const title = e.currentTarget.value;
            form.setFieldValue('title', title);
            if (!slugEdited) form.setFieldValue('slug', slugOf(title));
          }}
        />
        <TextInput
          label="Slug"
          description="The article's address in the patient app: lower-case words joined by hyphens."
          required
          maxLength={ARTICLE_SLUG_MAX}
          {...form.getInputProps('slug')}
          onChange={(e) => {
            setSlugEdited(true);
            form.setFieldValue('slug', e.currentTarget.value);
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Type"
            required
            data={[...ARTICLE_TYPES]}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('type')}
          />
          <Select
            label="Category"
            description="The interest it is filed under; none for general reading."
            data={[...INTERESTS]}
            clearable
            placeholder="None"
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('category')}
          />
          <NumberInput
            label="From pregnancy week"
            description="Empty for any week."
            min={1}
            max={42}
            allowDecimal={false}
            {...form.getInputProps('week_from')}
            value={form.values.week_from ?? ''}
            onChange={(v) => form.setFieldValue('week_from', typeof v === 'number' ? v : null)}
          />
          <NumberInput
            label="To pregnancy week"
            min={1}
            max={42}
            allowDecimal={false}
            {...form.getInputProps('week_to')}
            value={form.values.week_to ?? ''}
            onChange={(v) => form.setFieldValue('week_to', typeof v === 'number' ? v : null)}
          />
        </SimpleGrid>
        <MultiSelect
          label="Support tribes"
          data={[...TRIBES]}
          clearable
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('tribes')}
        />
        <Textarea
          label="Short description"
          description="Shown on the article's card."
          required
          autosize
          minRows={2}
          maxLength={300}
          {...form.getInputProps('short_description')}
        />
        <RichTextField
          label="Body"
          value={form.values.body}
          onChange={(html) => form.setFieldValue('body', html)}
          error={form.errors.body as string | undefined}
        />
        <Switch
          label="Show the preview"
          checked={showPreview}
          onChange={(e) => setShowPreview(e.currentTarget.checked)}
        />
        {showPreview && <HtmlPreview html={form.values.body} />}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <MediaField
            kind="image"
            label="Cover picture"
            value={form.values.image_key}
            url={urls.image}
            onChange={(key, url) => {
              form.setFieldValue('image_key', key);
              setUrls((u) => ({ ...u, image: url }));
            }}
          />
          <MediaField
            kind="audio"
            label="Narration"
            value={form.values.audio_key}
            url={urls.audio}
            onChange={(key, url) => {
              form.setFieldValue('audio_key', key);
              setUrls((u) => ({ ...u, audio: url }));
            }}
          />
          <MediaField
            kind="video"
            label="Video"
            value={form.values.video_key}
            url={urls.video}
            onChange={(key, url) => {
              form.setFieldValue('video_key', key);
              setUrls((u) => ({ ...u, video: url }));
            }}
          />
        </SimpleGrid>
        {failed && (
          <Alert color="red" variant="light" role="alert" title="Not saved">
            {errorMessage(failed)}
          </Alert>
        )}
        {outcome && (
          <Alert color="sea" variant="light" role="status">
            {outcome}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {article ? 'Save article' : 'Create draft'}
          </Button>
          {article && (
            <Button
              variant={published ? 'default' : 'light'}
              loading={publish.isPending}
              disabled={form.isDirty()}
              title={form.isDirty() ? 'Save your changes first' : undefined}
              onClick={() => {
                setOutcome(null);
                publish.mutate(
                  { id: article.id, published: !published },
                  { onSuccess: (done) => setOutcome(done.message) },
                );
              }}
            >
              {published ? 'Unpublish' : 'Publish'}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
