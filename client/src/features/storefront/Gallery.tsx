import { Box, Flex, IconButton, Image, Stack } from '@chakra-ui/react';
import { useState } from 'react';

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

export function Gallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const [active, setActive] = useState(0);
  const [offset, setOffset] = useState(0);
  const count = images.length;
  if (!count) return <Box bg="cream.100" aspectRatio={1} borderRadius="card" />;
  const go = (i: number) => setActive(mainLoops(count) ? (i + count) % count : Math.max(0, Math.min(count - 1, i)));
  const shift = (d: number) => setOffset((o) => (stripLoops(count) ? (o + d + count) % count : o));
  const window = stripLoops(count) ? Array.from({ length: Math.min(THUMBS_VERTICAL, count) }, (_, k) => (offset + k) % count) : images.map((_, i) => i);
  const current = images[active];

  return (
    <Flex direction={{ base: 'column-reverse', md: 'row' }} gap="3">
      <Stack direction={{ base: 'row', md: 'column' }} gap="2" align="center" data-testid="thumbnails">
        {stripLoops(count) && (
          <IconButton size="xs" variant="ghost" aria-label="Previous thumbnails" onClick={() => shift(-1)}>‹</IconButton>
        )}
        {window.map((i, k) => (
          <Box
            as="button"
            key={images[i].id}
            onClick={() => setActive(i)}
            aria-label={`Show image ${i + 1} of ${count}`}
            aria-current={i === active}
            borderWidth="2px"
            borderColor={i === active ? 'brand.500' : 'transparent'}
            borderRadius="md"
            overflow="hidden"
            display={{ base: k < THUMBS_HORIZONTAL ? 'block' : 'none', md: 'block' }}
          >
            <Image src={images[i].thumb} alt="" htmlWidth={72} htmlHeight={72} boxSize={{ base: '64px', md: '72px' }} objectFit="cover" />
          </Box>
        ))}
        {stripLoops(count) && (
          <IconButton size="xs" variant="ghost" aria-label="Next thumbnails" onClick={() => shift(1)}>›</IconButton>
        )}
      </Stack>
      <Box position="relative" flex="1" bg="cream.100" borderRadius="card" overflow="hidden">
        <Image src={current.large} alt={`${title} — image ${active + 1} of ${count}`} htmlWidth={800} htmlHeight={800} w="100%" aspectRatio={1} objectFit="cover" fetchPriority="high" />
        {count > 1 && (
          <>
            <IconButton position="absolute" left="2" top="50%" transform="translateY(-50%)" rounded="full" size="sm" variant="surface" aria-label="Previous image" disabled={!mainLoops(count) && active === 0} onClick={() => go(active - 1)}>‹</IconButton>
            <IconButton position="absolute" right="2" top="50%" transform="translateY(-50%)" rounded="full" size="sm" variant="surface" aria-label="Next image" onClick={() => go(active + 1)}>›</IconButton>
          </>
        )}
      </Box>
    </Flex>
  );
}
