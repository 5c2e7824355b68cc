import { Image, type ImageProps } from '@chakra-ui/react';
import { imageOrPlaceholder } from '../lib/images';

/** A product's square thumbnail, `size` pixels wide (the placeholder when it has no image). */
export function Thumbnail({
  src,
  size,
  alt = '',
  ...rest
}: { src: string | null | undefined; size: number } & Omit<ImageProps, 'src'>) {
  return (
    <Image
      src={imageOrPlaceholder(src)}
      alt={alt}
      htmlWidth={size}
      htmlHeight={size}
      boxSize={`${size}px`}
      objectFit="cover"
      borderRadius="md"
      {...rest}
    />
  );
}
