import { ARTICLE_KIND_BY_TYPE } from '@care/contracts/articles/constants';
import type { ArticleCard as ArticleCardData } from '@care/contracts/articles/schemas';
import { countLabel } from '@care/contracts/common/text';
import { Box, Card, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { listDate } from '../lib/format-date';
import classes from './article-card.module.css';
import { EyeIcon, HeadphonesIcon, LikeHeartIcon, PlayIcon } from './article-icons';
import { ArticleImage } from './article-image';

interface ArticleCardProps {
  article: ArticleCardData;
  to: string;
  state?: unknown;
  /** Category lists show the date (spec section 2); small home cards leave it out. */
  showDate?: boolean;
  /** Heading level of the title inside the page outline. */
  titleOrder?: 2 | 3;
}

/** A whole-card link: picture, title, views, likes and (optionally) the date. */
export function ArticleCard({ article, to, state, showDate = true, titleOrder = 3 }: ArticleCardProps) {
  const kind = ARTICLE_KIND_BY_TYPE[article.type];
  return (
    <Card component={Link} to={to} state={state} padding={0} shadow="xs" className={classes.card}>
      <Box className={classes.media}>
        <ArticleImage src={article.image_svg ?? article.image_path} kind={kind} />
        {kind === 'video' && (
          <span className={classes.play} aria-hidden="true">
            <PlayIcon size={22} />
          </span>
        )}
        {kind === 'audio' && (
          <span className={classes.badge} aria-hidden="true">
            <HeadphonesIcon size={16} /> Listen
          </span>
        )}
      </Box>
      <Box p="md" className={classes.body}>
        {showDate && (
          <Text component="time" dateTime={article.createdAt} fz="xs" fw={600} c="dimmed" mb={4}>
            {listDate(article.createdAt)}
          </Text>
        )}
        <Text component={`h${titleOrder}`} fw={700} fz="md" lh={1.35} lineClamp={2} c="dark.8" m={0}>
          {article.title}
        </Text>
        <Group gap="md" mt="auto" pt="sm" fz="sm" c="dimmed" wrap="wrap">
          <Group gap={4} wrap="nowrap">
            <EyeIcon size={16} />
            <span>{countLabel(article.views, 'View')}</span>
          </Group>
          <Group gap={4} wrap="nowrap">
            <LikeHeartIcon size={16} />
            <span>{countLabel(article.likes, 'Like')}</span>
          </Group>
        </Group>
      </Box>
    </Card>
  );
}
