import { ApiError } from '@care/api-client/api-client';
import { ARTICLE_KIND_BY_TYPE } from '@care/contracts/articles/constants';
import type { ArticleDetail } from '@care/contracts/articles/schemas';
import { countLabel, cutText } from '@care/contracts/common/text';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { ArrowLeftIcon } from '@care/ui/icons/care-icons';
import {
  Anchor,
  Badge,
  Button,
  Container,
  Divider,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { useArticleBySlug } from '../api/get-article-by-slug';
import { ArticleBody } from '../components/article-body';
import { BookOpenIcon, EyeIcon } from '../components/article-icons';
import { ArticleMedia } from '../components/article-media';
import { BookmarkButton } from '../components/bookmark-button';
import { LikeButton } from '../components/like-button';
import { NextSteps } from '../components/next-steps';
import { ShareButton } from '../components/share-button';
import { detailDate } from '../lib/format-date';
import { ALL_ARTICLES_PATHS, ALL_ARTICLES_TITLES } from '../lib/kind-labels';

function DetailSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading the article">
      <Skeleton height={34} width="80%" />
      <Skeleton height={14} width="40%" />
      <Skeleton radius="lg" style={{ aspectRatio: '16 / 9' }} />
      <Skeleton height={14} />
      <Skeleton height={14} />
      <Skeleton height={14} width="70%" />
    </Stack>
  );
}

function NotAvailable({ message }: { message: string }) {
  usePageTitle('Article not found');
  return (
    <Paper withBorder p={{ base: 'lg', sm: 40 }} ta="center">
      <Stack align="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" color="rose">
          <BookOpenIcon size={28} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Article not found
        </Title>
        <Text c="dimmed" maw={420}>
          {message} It may have been moved or taken down. Our other articles are a tap away.
        </Text>
        <Group justify="center" mt="xs">
          <Button component={Link} to={paths.textArticles}>
            Read articles
          </Button>
          <Button component={Link} to={paths.home} variant="default">
            Back to home
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function ArticleView({ article, slug }: { article: ArticleDetail; slug: string }) {
  const location = useLocation();
  const kind = ARTICLE_KIND_BY_TYPE[article.type];
  const summary = cutText(article.short_description);
  const url = `${window.location.origin}${location.pathname}`;
  usePageTitle(article.title);

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={ALL_ARTICLES_PATHS[kind]} fz="sm" fw={600} c="sea.8">
        <Group gap={6} component="span">
          <ArrowLeftIcon size={16} /> {ALL_ARTICLES_TITLES[kind]}
        </Group>
      </Anchor>
      <Stack gap="xs">
        <Badge variant="light" color={kind === 'text' ? 'rose' : 'sea'} radius="sm" w="fit-content">
          {article.type}
        </Badge>
        <Title order={1} fz={{ base: 26, sm: 36 }} lh={1.2}>
          {article.title}
        </Title>
        <Group gap="md" fz="sm" c="dimmed">
          <Text component="time" dateTime={article.createdAt} fz="sm" c="dimmed">
            {detailDate(article.createdAt)}
          </Text>
          <Group gap={4} component="span">
            <EyeIcon size={16} />
            {countLabel(article.views, 'View')}
          </Group>
        </Group>
      </Stack>

      <ArticleMedia article={article} />

      <Group gap="xs">
        <LikeButton article={article} slug={slug} />
        <BookmarkButton article={article} slug={slug} />
        <ShareButton title={article.title} text={summary} url={url} />
      </Group>

      {summary && (
        <Text
          fz={{ base: 'md', sm: 'lg' }}
          fw={500}
          c="dark.6"
          p="md"
          bg="rose.0"
          style={{ borderRadius: 'var(--mantine-radius-lg)' }}
        >
          {summary}
        </Text>
      )}

      <ArticleBody description={article.description} />

      <Divider my="md" />
      <NextSteps />
    </Stack>
  );
}

/** The API answers 404 for an unknown slug and 400 for one that cannot be a slug. */
function isNotAvailable(error: Error | null): error is ApiError {
  return error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 400);
}

/**
 * /article/{slug}, /video/{slug}, /audio/{slug} and /ArticleList/watch/{slug}: one page that
 * draws the article by its own type, whichever address led here.
 */
export function ArticleDetailPage() {
  const { slug = '' } = useParams();
  const article = useArticleBySlug(slug);

  return (
    <Container size="md" py={{ base: 24, sm: 48 }}>
      {article.data ? (
        // A failed reopen keeps the copy already on screen.
        <ArticleView article={article.data} slug={slug} />
      ) : article.isPending ? (
        <DetailSkeleton />
      ) : isNotAvailable(article.error) ? (
        <NotAvailable message={article.error.message} />
      ) : (
        <RetryAlert
          title="This article could not be loaded"
          message={article.error?.message}
          onRetry={() => article.refetch()}
          radius="lg"
        />
      )}
    </Container>
  );
}
