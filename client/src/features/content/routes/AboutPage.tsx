import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { usePageMeta } from '../../../components/PageTitle';

export function AboutPage() {
  usePageMeta(
    'About Us',
    'The story of Crochet Corner: a family of crocheters in Punjab making handmade toys, decor and gifts.',
  );
  return (
    <Container maxW="3xl" py="12">
      <Heading as="h1" size="3xl" mb="6" color="brand.900">
        About Us
      </Heading>
      <Stack gap="4" fontSize="lg" color="ink.700">
        <Text>
          Crochet Corner began at our nani’s charpai in Sheikhupura, with a tin of leftover yarn and a single
          hook. What started as gifts for cousins turned into a small workshop of women who crochet from home,
          on their own time, and are paid fairly for every piece.
        </Text>
        <Text>
          Every bunny, blanket and coaster is made by hand, one stitch at a time, from soft milk-cotton and
          acrylic yarn bought from local mills. No two pieces are exactly alike — that is the charm of
          handmade.
        </Text>
        <Text>
          We ship across Pakistan. If you would like something in your own colours, send us a message: custom
          orders are our favourite kind.
        </Text>
      </Stack>
    </Container>
  );
}
