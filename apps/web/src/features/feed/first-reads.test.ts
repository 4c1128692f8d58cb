import vm from 'node:vm';
import { photoVariantSizes } from '@cc/shared/activities/photo-variants';
import type { FeedPage } from '@cc/shared/feed/feed.schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyStartScript } from '../../../scripts/early-start';
import { firstPhotoLayout, firstReadsByPath } from '../../app/first-reads';
import { mockFetch } from '../../test/fetch-mock';
import { sendNewsfeedRequests } from './early-requests';
import { newsfeedFirstReads } from './first-reads';
import { feedPhotoSources, photoColumns } from './photo-sources';

/** The addresses the early start reads for the plans, as its script resolves them. */
function plannedUrls(): string[] {
  return newsfeedFirstReads.map((plan) =>
    'url' in plan
      ? plan.url
      : (plan.urls[localStorage.getItem(plan.storageKey) ?? ''] ?? plan.otherwise),
  );
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("the newsfeed's early start", () => {
  it.each([null, 'all', 'friends', 'unknown'])(
    'reads exactly what the page sends first (stored tab %s)',
    (tab) => {
      if (tab) localStorage.setItem('newsfeedFilter', tab);
      mockFetch({});
      sendNewsfeedRequests();
      const sent = vi.mocked(fetch).mock.calls.map(([input]) => String(input));
      expect(sent).toEqual(plannedUrls());
    },
  );
});

type PostImage = FeedPage['docs'][number]['images'][number];

/**
 * Runs the built page's early start on `/#/newsfeed` with a session, the feed answering
 * `images` as its first post's photos; resolves with the photo preload it added, if any.
 */
async function preloadedBy(images: PostImage[]) {
  const links: Record<string, string>[] = [];
  const page = { docs: [{ images }] };
  const answer = { ok: true, clone: () => ({ json: () => Promise.resolve(page) }) };
  const storage = (values: Record<string, string>) => ({
    getItem: (key: string) => values[key] ?? null,
  });
  const context: Record<string, unknown> = {
    localStorage: storage({ auth_token: 't', expireTokenDate: '2999-01-01T00:00:00.000Z' }),
    sessionStorage: storage({}),
    location: { hash: '#/newsfeed' },
    fetch: () => Promise.resolve(answer),
    document: {
      createElement: () => {
        const link: Record<string, string> = {};
        return Object.assign(link, {
          setAttribute: (name: string, value: string) => {
            link[name] = value;
          },
        });
      },
      head: { appendChild: (link: Record<string, string>) => links.push(link) },
    },
  };
  context.window = context;
  const start = {
    scripts: [],
    styles: [],
    texts: { de: [], en: [] },
    allStyles: { files: [], except: [] },
  };
  vm.runInNewContext(
    earlyStartScript({ ...start, reads: firstReadsByPath, photo: firstPhotoLayout }),
    context,
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return links.find((link) => link.as === 'image');
}

const photo = (overrides: Partial<PostImage> = {}): PostImage => ({
  _id: 'p1',
  url: '/uploads/a-display.webp',
  thumbUrl: '/uploads/a-thumb.webp',
  mediumUrl: '/uploads/a-1200.webp',
  width: 1600,
  height: 1200,
  ...overrides,
});

describe("the newsfeed's early start asks for the first photo as its card will", () => {
  it.each([
    ['a camera photo alone', [photo()]],
    ['two photos side by side', [photo({ width: 1200, height: 1600 }), photo()]],
    ['a tall photo whose widths round', [photo({ width: 1000, height: 1499 })]],
    ['three and more', [photo(), photo(), photo(), photo()]],
    ['a small photo, one size in every width', [photo({ width: 300, height: 200 })]],
    ['a photo from before the middle width', [photo({ mediumUrl: undefined })]],
    ['a photo from before its size was kept', [photo({ width: undefined, height: undefined })]],
  ])('%s', async (_, images) => {
    const link = await preloadedBy(images);
    const card = feedPhotoSources(images[0]!, photoColumns(images.length));
    expect(link).toMatchObject({
      rel: 'preload',
      href: card.src,
      imagesrcset: card.srcSet,
      imagesizes: card.sizes,
      fetchpriority: 'high',
    });
  });

  it('asks for nothing when the first post has no photo', async () => {
    expect(await preloadedBy([])).toBeUndefined();
  });

  it('knows the stored widths the shared package defines', () => {
    expect(firstPhotoLayout.sides).toEqual(photoVariantSizes);
  });
});
