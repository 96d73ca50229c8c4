import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { card } from '../testing/article-fixtures';
import { ArticleCard } from './article-card';

// image_path answers the PNG the phone apps can show; the web shows the SVG when there is one.
describe('ArticleCard picture', () => {
  it('shows the SVG rather than the PNG made for the phone apps', () => {
    const { container } = renderWithProviders(
      <ArticleCard
        article={card({ image_path: '/media/raster/article/x.png', image_svg: '/media/article/x.svg' })}
        to="/article/x"
      />,
    );
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/article/x.svg');
  });

  it('shows image_path when the picture has no SVG', () => {
    const { container } = renderWithProviders(
      <ArticleCard
        article={card({ image_path: 'https://cdn.example/x.jpg', image_svg: null })}
        to="/article/x"
      />,
    );
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://cdn.example/x.jpg');
  });
});
