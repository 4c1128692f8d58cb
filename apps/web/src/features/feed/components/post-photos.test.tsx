import type { Post } from '@cc/shared/feed/feed.schemas';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildFeedPage, buildPost } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render-app';
import { preloadFirstPhoto } from '../early-requests';
import { PostPhotos } from './post-photos';

type PostImage = Post['images'][number];

/** A landscape photo stored in all three widths, its display image 1600 × 1200. */
const photo = (n: number): PostImage => ({
  _id: `img-${n}`,
  url: `/uploads/p${n}.webp`,
  thumbUrl: `/uploads/p${n}-thumb.webp`,
  mediumUrl: `/uploads/p${n}-1200.webp`,
  width: 1600,
  height: 1200,
});

function renderPhotos(images: PostImage[], isEager = false) {
  renderWithProviders(<PostPhotos images={images} author="Ben Becker" isEager={isEager} />);
  return images.map(
    (_, i) =>
      screen
        .getByRole('button', { name: `Open photo ${i + 1} of Ben Becker` })
        .querySelector('img')!,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('feed photos sized for the screen', () => {
  it('offers every stored width with its true pixel width', () => {
    const [img] = renderPhotos([photo(1)]);
    expect(img).toHaveAttribute(
      'srcset',
      '/uploads/p1-thumb.webp 400w, /uploads/p1-1200.webp 1200w, /uploads/p1.webp 1600w',
    );
  });

  it('describes a portrait photo by the widths it really has', () => {
    const [img] = renderPhotos([{ ...photo(1), width: 900, height: 1600 }]);
    expect(img).toHaveAttribute(
      'srcset',
      '/uploads/p1-thumb.webp 225w, /uploads/p1-1200.webp 675w, /uploads/p1.webp 900w',
    );
  });

  it('falls back to the thumbnail and display image of a photo stored before the middle width', () => {
    const [img] = renderPhotos([
      { _id: 'old', url: '/uploads/old.webp', thumbUrl: '/uploads/old-thumb.webp' },
    ]);
    expect(img).toHaveAttribute('srcset', '/uploads/old-thumb.webp 400w, /uploads/old.webp 1600w');
    expect(img).toHaveAttribute('src', '/uploads/old-thumb.webp');
  });

  it('names a small photo once, as all its widths are the same', () => {
    const [img] = renderPhotos([{ ...photo(1), width: 300, height: 200 }]);
    expect(img).toHaveAttribute('srcset', '/uploads/p1-thumb.webp 300w');
  });

  it('sizes each photo to its column of one, two or three', () => {
    expect(renderPhotos([photo(1)])[0]).toHaveAttribute(
      'sizes',
      '(min-width: 672px) 614px, calc(100vw - 58px)',
    );
    document.body.innerHTML = '';
    for (const img of renderPhotos([photo(1), photo(2)])) {
      expect(img).toHaveAttribute('sizes', '(min-width: 672px) 305px, calc((100vw - 62px) / 2)');
    }
    document.body.innerHTML = '';
    for (const img of renderPhotos([photo(1), photo(2), photo(3)])) {
      expect(img).toHaveAttribute('sizes', '(min-width: 672px) 202px, calc((100vw - 66px) / 3)');
    }
  });

  it("loads the first card's first photo at once at high priority and the rest lazily", () => {
    const [first, second, third] = renderPhotos([photo(1), photo(2), photo(3)], true);
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('decoding');
    for (const img of [second, third]) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('decoding', 'async');
      expect(img).not.toHaveAttribute('fetchpriority');
    }
  });

  it('loads every photo of a later card lazily, none at high priority', () => {
    for (const img of renderPhotos([photo(1), photo(2)])) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('decoding', 'async');
      expect(img).not.toHaveAttribute('fetchpriority');
    }
  });
});

describe('the early request of the first photo', () => {
  /** Records what the early request sets on the images it creates. */
  function recordImages() {
    const created: Array<{ fetchPriority: string; sizes: string; srcset: string; src: string }> =
      [];
    vi.stubGlobal(
      'Image',
      class {
        fetchPriority = '';
        sizes = '';
        srcset = '';
        src = '';
        constructor() {
          created.push(this);
        }
      },
    );
    return created;
  }

  it("asks at high priority for exactly the width the first card's <img> will choose", () => {
    const images = [photo(1), photo(2)];
    const created = recordImages();
    preloadFirstPhoto(buildFeedPage([buildPost({ images })]));
    vi.unstubAllGlobals();
    const [img] = renderPhotos(images, true);
    expect(created).toHaveLength(1);
    // The same candidates and sizes give the same choice: the card finds it loaded.
    expect(created[0]).toEqual({
      fetchPriority: 'high',
      sizes: img!.getAttribute('sizes'),
      srcset: img!.getAttribute('srcset'),
      src: img!.getAttribute('src'),
    });
  });

  it('asks for nothing when the first post has no photo', () => {
    const created = recordImages();
    preloadFirstPhoto(
      buildFeedPage([buildPost({ images: [] }), buildPost({ images: [photo(1)] })]),
    );
    expect(created).toEqual([]);
  });
});
