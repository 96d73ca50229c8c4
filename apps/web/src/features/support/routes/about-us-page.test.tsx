import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testConfig } from '@/testing/fixtures';
import { ok, renderWithProviders, stubFetch } from '@/testing/render-app';
import { AboutUsPage } from './about-us-page';

describe('AboutUsPage', () => {
  it('shows the server page sanitised, with the brand and a way home', async () => {
    stubFetch((url) =>
      url === '/api/page/about-us'
        ? {
            body: ok({
              data: {
                _id: 'p1',
                slug: 'about-us',
                title: 'About Us',
                description:
                  '<h3>Who we are</h3><p onclick="x()">Genetics <strong>care</strong></p><script>bad()</script>',
              },
            }),
          }
        : { body: ok(testConfig) },
    );
    renderWithProviders(<AboutUsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Who we are' })).toBeInTheDocument();
    expect(document.querySelector('[onclick], script')).toBeNull();
    expect(await screen.findByText('Test Care')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
