import { ARTICLE_KIND_BY_TYPE } from '@care/contracts/articles/constants';
import type { ArticleDetail } from '@care/contracts/articles/schemas';
import { Anchor, Box, Text } from '@mantine/core';
import { ArticleImage } from './article-image';
import classes from './article-media.module.css';

/**
 * The top of an article by its type: a picture for text, the picture and a player for audio,
 * a player for video. Players load only their metadata until the patient presses play, which
 * matters on mobile data.
 */
export function ArticleMedia({ article }: { article: ArticleDetail }) {
  const kind = ARTICLE_KIND_BY_TYPE[article.type];

  if (kind === 'video' && article.video_path) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: the article text under the player carries what is said
      <video
        className={classes.video}
        src={article.video_path}
        poster={article.image_svg ?? article.image_path ?? undefined}
        controls
        playsInline
        preload="metadata"
      >
        <a href={article.video_path}>Download the video</a>
      </video>
    );
  }

  return (
    <Box>
      <Box className={classes.picture}>
        <ArticleImage src={article.image_svg ?? article.image_path} kind={kind} eager />
      </Box>
      {kind === 'audio' && article.audio_path && (
        <Box mt="md" className={classes.player}>
          <Text fz="sm" fw={600} mb={6} c="sea.8">
            Listen to this article
          </Text>
          {/* biome-ignore lint/a11y/useMediaCaption: the article text under the player carries what is said */}
          <audio className={classes.audio} src={article.audio_path} controls preload="metadata">
            <a href={article.audio_path}>Download the audio</a>
          </audio>
        </Box>
      )}
      {kind === 'video' && !article.video_path && article.video_link && (
        // Some videos live on another site; open them there.
        <Anchor href={article.video_link} target="_blank" rel="noopener noreferrer" mt="sm" display="block">
          Watch the video
        </Anchor>
      )}
    </Box>
  );
}
