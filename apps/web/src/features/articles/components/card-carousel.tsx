import type { ArticleCard as ArticleCardData } from '@care/contracts/articles/schemas';
import { ArrowLeftIcon, ArrowRightIcon } from '@care/ui/icons/care-icons';
import { ActionIcon, Anchor, Box, Group, Title } from '@mantine/core';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { articlePath } from '../lib/article-links';
import { ArticleCard } from './article-card';
import classes from './card-carousel.module.css';

interface CardCarouselProps {
  title: string;
  seeAllTo: string;
  articles: ArticleCardData[];
}

/**
 * A row of cards that scrolls sideways. Native scrolling with snap points: it follows the
 * finger on any phone without a carousel library, and the arrows move one screen on desktop.
 */
export function CardCarousel({ title, seeAllTo, articles }: CardCarouselProps) {
  const track = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.85, behavior: 'smooth' });
  };

  return (
    <Box component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} fz={{ base: 22, sm: 26 }}>
          {title}
        </Title>
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="default"
            radius="xl"
            size="lg"
            aria-label={`Scroll ${title} back`}
            onClick={() => scroll(-1)}
            visibleFrom="sm"
          >
            <ArrowLeftIcon size={18} />
          </ActionIcon>
          <ActionIcon
            variant="default"
            radius="xl"
            size="lg"
            aria-label={`Scroll ${title} on`}
            onClick={() => scroll(1)}
            visibleFrom="sm"
          >
            <ArrowRightIcon size={18} />
          </ActionIcon>
          <Anchor component={Link} to={seeAllTo} fw={600} fz="sm" c="rose.7" ml="xs">
            See all
          </Anchor>
        </Group>
      </Group>
      <ul ref={track} className={classes.track}>
        {articles.map((article) => (
          <li key={article._id} className={classes.slide}>
            <ArticleCard
              article={article}
              to={articlePath(article)}
              state={{ is_bookmarked: article.is_bookmarked }}
            />
          </li>
        ))}
      </ul>
    </Box>
  );
}
