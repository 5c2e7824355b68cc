import type { ImgHTMLAttributes } from 'react';
import { imageOrPlaceholder } from '../lib/images';

/**
 * A product's square thumbnail, `size` pixels wide (the placeholder when it has no image): a
 * plain `img` with the theme's `.thumbnail` class (app/recipes/product.ts), which never shrinks
 * in a flex row.
 */
export function Thumbnail({
  src,
  size,
  alt = '',
  className,
  style,
  ...rest
}: { src: string | null | undefined; size: number } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'width' | 'height'
>) {
  return (
    <img
      src={imageOrPlaceholder(src)}
      alt={alt}
      width={size}
      height={size}
      className={className ? `thumbnail ${className}` : 'thumbnail'}
      style={{ width: size, height: size, ...style }}
      {...rest}
    />
  );
}
