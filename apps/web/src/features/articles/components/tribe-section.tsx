import { type ArticleKind, TRIBE_HOME_ARTICLES_PER_TYPE } from '@care/contracts/articles/constants';
import { articleMessages } from '@care/contracts/articles/messages';
import type { ArticleCard as ArticleCardData } from '@care/contracts/articles/schemas';
import { ArrowRightIcon } from '@care/ui/icons/care-icons';
import { Anchor, Box, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { tribeArticlesLink } from '../lib/article-links';
import { ArticleCard } from './article-card';

interface TribeSectionProps {
  title: string;
  kind: ArticleKind;
  articles: ArticleCardData[];
}

/** One section of the tribe home: up to two cards and Read More to /tribe-articles (spec section 2). */
export function TribeSection({ title, kind, articles }: TribeSectionProps) {
  const more = tribeArticlesLink(kind);
  const shown = articles.slice(0, TRIBE_HOME_ARTICLES_PER_TYPE);
  return (
    <Box component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" wrap="nowrap" gap="sm">
        <Title order={2} fz={{ base: 21, sm: 26 }}>
          {title}
        </Title>
        {shown.length > 0 && (
          <Anchor
            component={Link}
            to={more.to}
            state={more.state}
            fw={600}
            fz="sm"
            c="rose.7"
            style={{ flexShrink: 0 }}
          >
            <Group gap={4} component="span">
              Read More <ArrowRightIcon size={14} />
            </Group>
          </Anchor>
        )}
      </Group>
      {shown.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {articleMessages.listEmptyTribe}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {shown.map((article) => (
            <ArticleCard
              key={article._id}
              article={article}
              // Tribe cards open /article/{slug} with the bookmarked flag (spec section 2).
              to={paths.article(article.slug)}
              state={{ is_bookmarked: article.is_bookmarked }}
            />
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
}
