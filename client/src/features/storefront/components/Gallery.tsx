import { useState } from 'react';
import { PLACEHOLDER_IMAGE } from '../../../lib/images';

export interface GalleryImage {
  id: number;
  imageUrl: string;
  large: string;
  thumb: string;
}

/** Visible thumbnails: 5 in the vertical strip (wide screens), 3 in the horizontal one (under 768 px). */
export const THUMBS_VERTICAL = 5;
export const THUMBS_HORIZONTAL = 3;

/** Whether the thumbnail strip loops (only with more images than it shows). */
export const stripLoops = (count: number) => count > THUMBS_VERTICAL;
/** Whether the main slider loops (with more than one image). */
export const mainLoops = (count: number) => count > 1;

/**
 * The product page's gallery. Plain elements styled by the theme's `.gallery*` classes
 * (app/theme.ts): it is above the fold of a server-rendered page, and hydrates cheaply so.
 */
export function Gallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const [active, setActive] = useState(0);
  const [offset, setOffset] = useState(0);
  const count = images.length;
  if (!count) {
    return (
      <div className="gallery__main">
        <img src={PLACEHOLDER_IMAGE} alt={`${title}: no image yet`} width={800} height={800} />
      </div>
    );
  }
  const go = (i: number) =>
    setActive(mainLoops(count) ? (i + count) % count : Math.max(0, Math.min(count - 1, i)));
  const shift = (d: number) => setOffset((o) => (stripLoops(count) ? (o + d + count) % count : o));
  const window = stripLoops(count)
    ? Array.from({ length: Math.min(THUMBS_VERTICAL, count) }, (_, k) => (offset + k) % count)
    : images.map((_, i) => i);
  const current = images[active];

  return (
    <div className="gallery">
      <div className="gallery__thumbs" data-testid="thumbnails">
        {stripLoops(count) && (
          <button
            type="button"
            className="gallery__shift"
            aria-label="Previous thumbnails"
            onClick={() => shift(-1)}
          >
            ‹
          </button>
        )}
        {window.map((i, k) => (
          <button
            type="button"
            key={images[i].id}
            className={k < THUMBS_HORIZONTAL ? 'gallery__thumb' : 'gallery__thumb gallery__thumb--wide'}
            onClick={() => setActive(i)}
            aria-label={`Show image ${i + 1} of ${count}`}
            aria-current={i === active}
          >
            <img src={images[i].thumb} alt="" width={72} height={72} />
          </button>
        ))}
        {stripLoops(count) && (
          <button
            type="button"
            className="gallery__shift"
            aria-label="Next thumbnails"
            onClick={() => shift(1)}
          >
            ›
          </button>
        )}
      </div>
      <div className="gallery__main">
        <img
          src={current.large}
          alt={`${title} — image ${active + 1} of ${count}`}
          width={800}
          height={800}
          fetchPriority="high"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              className="gallery__nav gallery__nav--prev"
              aria-label="Previous image"
              disabled={!mainLoops(count) && active === 0}
              onClick={() => go(active - 1)}
            >
              ‹
            </button>
            <button
              type="button"
              className="gallery__nav gallery__nav--next"
              aria-label="Next image"
              onClick={() => go(active + 1)}
            >
              ›
            </button>
          </>
        )}
      </div>
    </div>
  );
}
