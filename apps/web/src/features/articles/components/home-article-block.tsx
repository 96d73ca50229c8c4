import { HOME_ARTICLES_PER_TYPE } from '@care/contracts/articles/constants';
import { ArrowRightIcon } from '@care/ui/icons/care-icons';
import { Box, Button, Grid, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useArticleGroups } from '../api/get-article-groups';
import { articleListLink, articlePath } from '../lib/article-links';
import { pickCards } from '../lib/pick-cards';
import { ArticleCard } from './article-card';
import classes from './home-article-block.module.css';

interface HomeArticleBlockProps {
  /** 'right': reproductive-health reading, text on the right; 'default': videos on mental health. */
  layout: 'right' | 'default';
  category?: string;
  week: number;
}

const COPY = {
  right: {
    eyebrow: 'Reproductive health',
    title: 'Know your body, plan with confidence',
    text: 'Clear, trusted reading on fertility, pregnancy and genetics from our counsellors and doctors.',
  },
  default: {
    eyebrow: 'Mental health',
    title: 'Mental health is as normal as physical health',
    text: 'Caring for your mind is part of caring for yourself. Short videos from our counsellors explain what you may be feeling and what helps.',
  },
} as const;

/**
 * The home's article block (spec section 2): the first two articles of the week and interest
 * with a View More link to /ArticleList. It renders nothing when there is nothing to show, and
 * also when the list cannot be loaded: the rest of the home matters more than this block.
 */
export function HomeArticleBlock({ layout, category, week }: HomeArticleBlockProps) {
  const kind = layout === 'right' ? 'text' : 'video';
  // A few more than shown, so articles with pictures can be chosen first.
  const groups = useArticleGroups({ category, week, records: HOME_ARTICLES_PER_TYPE * 3 });
  const copy = COPY[layout];

  if (groups.isPending) {
    return <Skeleton role="status" height={260} radius="lg" aria-label="Loading articles" />;
  }
  const cards = pickCards(groups.data?.[kind] ?? [], HOME_ARTICLES_PER_TYPE);
  if (cards.length === 0) return null;

  const more = articleListLink({ type: kind, category, week });
  const textSide = (
    <Stack gap="sm" h="100%" justify="center" className={layout === 'right' ? classes.rightText : undefined}>
      <Text
        tt="uppercase"
        fz="xs"
        fw={700}
        c={layout === 'right' ? 'rose.7' : 'sea.8'}
        style={{ letterSpacing: 1 }}
      >
        {copy.eyebrow}
      </Text>
      <Title order={2} fz={{ base: 24, sm: 30 }}>
        {copy.title}
      </Title>
      <Text c="dimmed">{copy.text}</Text>
      <Button
        component={Link}
        to={more.to}
        state={more.state}
        variant="light"
        color={layout === 'right' ? 'rose' : 'sea'}
        rightSection={<ArrowRightIcon size={16} />}
        mt="xs"
        w="fit-content"
      >
        View More
      </Button>
    </Stack>
  );
  const cardSide = (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      {cards.map((article) => (
        <ArticleCard
          key={article._id}
          article={article}
          to={articlePath(article)}
          state={{ is_bookmarked: article.is_bookmarked }}
          showDate={false}
        />
      ))}
    </SimpleGrid>
  );

  return (
    <Box component="section" aria-label={copy.title}>
      <Grid gap={{ base: 'lg', md: 40 }} align="center">
        {/* On phones the words come first; on wide screens the 'right' layout puts them on the right. */}
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: layout === 'right' ? 2 : 1 }}>
          {textSide}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: layout === 'right' ? 1 : 2 }}>
          {cardSide}
        </Grid.Col>
      </Grid>
    </Box>
  );
}
