import type { Locator, Page } from '@playwright/test';
import { apiGet, createAccount, demo, expect, scrollUntilShown, signInOnce, test } from './helpers';

const TEXT_SLUG = 'nt-scan-explained';
const AUDIO_SLUG = 'calm-breathing-for-pregnancy';
const VIDEO_SLUG = 'your-first-trimester';

/** The like button's count, read from its label ('96 Likes'). */
async function likeCount(like: Locator): Promise<number> {
  const label = (await like.textContent()) ?? '';
  const match = label.match(/(\d+) Likes?/);
  if (!match) throw new Error(`no count in the like button: "${label}"`);
  return Number(match[1]);
}

function likeButton(page: Page): Locator {
  return page.getByRole('main').getByRole('button', { name: /^\d+ Likes?$/ });
}

/** 'N Like' while N is under 2, then 'N Likes' (spec section 2). */
const likesLabel = (n: number) => `${n} ${n < 2 ? 'Like' : 'Likes'}`;

test('a patient likes, bookmarks and unbookmarks an article, and finds it on the bookmarks page', async ({
  page,
}) => {
  // A new patient, so the bookmarks start empty and the like is hers alone.
  const account = await createAccount('Tara');
  await signInOnce(page, account.email, account.password, account.firstName);

  await page.goto(`/article/${TEXT_SLUG}`);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText('The NT Scan Explained');
  const like = likeButton(page);
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  const before = await likeCount(like);

  // The count goes up at once, before the server has answered (the answer is held back here).
  let release!: () => void;
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/api/article/like', async (route) => {
    await held;
    await route.continue();
  });
  const answered = page.waitForResponse('**/api/article/like');
  await like.click();
  await expect(like).toHaveText(likesLabel(before + 1));
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  release();
  expect((await answered).status()).toBe(200);
  await page.unroute('**/api/article/like');
  await expect(like).toHaveText(likesLabel(before + 1));

  // Bookmark it.
  const bookmark = page.getByRole('main').getByRole('button', { name: 'Bookmark', exact: true });
  await bookmark.click();
  await expect(page.getByText('Article bookmarked.')).toBeVisible();
  const bookmarked = page.getByRole('main').getByRole('button', { name: 'Bookmarked', exact: true });
  await expect(bookmarked).toHaveAttribute('aria-pressed', 'true');

  // My Bookmarks, from the home page's Your Health menu, lists it.
  await page.goto('/');
  await page.getByRole('link', { name: /^My Bookmarks/ }).click();
  await expect(page).toHaveURL('/bookmark-articles');
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookmarks' })).toBeVisible();
  const card = page.getByRole('link', { name: /The NT Scan Explained/ });
  await expect(card).toHaveCount(1);
  await expect(page.getByText('You have no Articles Bookmarked')).toHaveCount(0);

  // Open it again from there: the like and the bookmark were saved on the server.
  await card.click();
  await expect(page).toHaveURL(`/article/${TEXT_SLUG}`);
  await expect(like).toHaveText(likesLabel(before + 1));
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(bookmarked).toHaveAttribute('aria-pressed', 'true');

  // Unbookmark: the bookmarks page is empty again.
  await bookmarked.click();
  await expect(page.getByText('Article removed from bookmarks.')).toBeVisible();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/bookmark-articles');
  await expect(page.getByText('You have no Articles Bookmarked')).toBeVisible();
  await expect(page.getByRole('link', { name: /The NT Scan Explained/ })).toHaveCount(0);
});

test("a visitor's like and bookmark do nothing", async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (req) => {
    if (/\/api\/article\/(like|bookmark)$/.test(new URL(req.url()).pathname)) calls.push(req.url());
  });
  await page.goto(`/article/${TEXT_SLUG}`);
  const like = likeButton(page);
  await expect(like).toBeVisible();
  const before = await likeCount(like);

  await like.click();
  await page.getByRole('main').getByRole('button', { name: 'Bookmark', exact: true }).click();
  await expect(like).toHaveText(likesLabel(before));
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('main').getByRole('button', { name: 'Bookmark', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  // Nothing reached the server: a fresh copy of the article has the same count.
  await page.reload();
  await expect(like).toHaveText(likesLabel(before));
  expect(calls).toEqual([]);
});

/** Presses the player's own play button (the left end of the native controls). */
async function pressPlay(media: Locator) {
  const box = await media.boundingBox();
  if (!box) throw new Error('the player is not on screen');
  await media.click({ position: { x: 18, y: box.height - 18 } });
}

async function expectPlaying(page: Page, media: Locator, tag: 'audio' | 'video') {
  await expect.poll(() => media.evaluate((m: HTMLMediaElement) => m.paused)).toBe(false);
  // Time moves on: the file really decodes and plays.
  await page.waitForFunction((t) => {
    const m = document.querySelector(t) as HTMLMediaElement | null;
    return !!m && m.currentTime > 0.5 && !m.paused;
  }, tag);
  expect(await media.evaluate((m: HTMLMediaElement) => m.error)).toBeNull();
}

test('an audio article plays, and so does a video article', async ({ page }) => {
  await page.goto(`/audio/${AUDIO_SLUG}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A Calm Breathing Practice for Pregnancy');
  await expect(page.getByText('Listen to this article')).toBeVisible();
  const audio = page.getByRole('main').locator('audio');
  await expect(audio).toHaveAttribute('src', /\.mp3$/);
  await audio.scrollIntoViewIfNeeded();
  await pressPlay(audio);
  await expectPlaying(page, audio, 'audio');
  await audio.evaluate((m: HTMLMediaElement) => m.pause());

  await page.goto(`/video/${VIDEO_SLUG}`);
  const video = page.getByRole('main').locator('video');
  await expect(video).toHaveAttribute('src', /\.mp4$/);
  await video.scrollIntoViewIfNeeded();
  // The touch controls of a video sit over the picture and move with its size: a tap on the
  // video, then play through the element the tap just allowed to play.
  await video.tap();
  await video.evaluate((m: HTMLMediaElement) => (m.paused ? m.play() : undefined));
  await expectPlaying(page, video, 'video');
  await video.evaluate((m: HTMLMediaElement) => m.pause());
});

test('View More opens the Blogs list; a card opens the text article with its decoded body', async ({
  page,
}) => {
  await signInOnce(page, demo.phone, demo.password, demo.firstName);
  // The pregnant home's reproductive-health block, below the first screen.
  const block = page.getByRole('region', { name: 'Know your body, plan with confidence' });
  await scrollUntilShown(page, block);
  await block.getByRole('link', { name: 'View More' }).click();

  await expect(page).toHaveURL(/\/ArticleList\?type=text/);
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('listitem').getByRole('link');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(1);
  // Every card: a date, a title, views and likes.
  const first = cards.first();
  await expect(first.getByRole('heading', { level: 2 })).not.toBeEmpty();
  await expect(first.locator('time')).toHaveText(/^\d{1,2}(st|nd|rd|th) \w{3} \d{4}$/);
  await expect(first).toContainText(/\d+ Views?/);
  await expect(first).toContainText(/\d+ Likes?/);

  // Open it: the body's first section heading, URL-encoded on the server, shows as a heading.
  const href = (await first.getAttribute('href')) ?? '';
  const slug = decodeURIComponent(href.split('/').pop() ?? '');
  const cardTitle = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const detail = await apiGet<{ description: string }>(
    `/article/get-article-by-slug?slug=${encodeURIComponent(slug)}`,
  );
  const html = decodeURIComponent(detail.description);
  const sectionTitle = html.match(/<h3>(.*?)<\/h3>/)?.[1];
  expect(sectionTitle, 'the article body has a section heading').toBeTruthy();

  await first.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cardTitle);
  await expect(page.getByRole('heading', { level: 2, name: sectionTitle })).toBeVisible();
  const text = await page.getByRole('main').innerText();
  expect(text).not.toContain('%3C');
  expect(text).not.toContain('<p>');
  expect(text).not.toContain('<h3>');
});
