import { Box, Button, Container, Heading, HStack, Skeleton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '../../../lib/graphql';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageMeta } from '../../../components/PageTitle';
import { ProductGrid } from '../components/ProductGrid';
import { HomeProductsDocument } from '../api/home';
import heroLarge from '../home-hero-1200.webp';
import heroSmall from '../home-hero-800.webp';

export const HERO_INTERVAL_MS = 6000;

const SLIDES = [
  {
    title: 'Handmade with love, stitch by stitch',
    text: 'Amigurumi friends, cosy blankets and home decor crocheted by hand in Punjab.',
  },
  {
    title: 'Gifts for the little ones',
    text: 'Soft toys, booties and baby blankets made from gentle milk-cotton yarn.',
  },
  {
    title: 'Custom orders welcome',
    text: 'Want it in your colours? Message us and we will crochet it for you.',
  },
];

/**
 * The hero's photograph (rendered by scripts/demo-images), the page's largest paint: its box is
 * sized by width/height (no layout shift) and it is fetched first, in the width the screen needs.
 */
function HeroPicture() {
  return (
    <Box
      asChild
      display="block"
      w="100%"
      h="auto"
      aspectRatio="4 / 3"
      borderRadius="card"
      boxShadow="0 12px 32px rgba(74, 36, 24, 0.14)"
      bg="cream.100"
    >
      <img
        src={heroLarge}
        srcSet={`${heroSmall} 800w, ${heroLarge} 1200w`}
        sizes="(min-width: 80rem) 600px, (min-width: 48em) 50vw, 100vw"
        width={1200}
        height={900}
        alt="Crocheted teddy bear and bunny on a folded rainbow blanket, with a sunflower cushion, a basket of yarn, a beanie and coasters on a wooden table"
        fetchPriority="high"
      />
    </Box>
  );
}

function Hero() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const t = setInterval(() => setIndex((i) => (i + 1) % SLIDES.length), HERO_INTERVAL_MS);
    return () => clearInterval(t);
  }, []);
  const slide = SLIDES[index];
  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label="Highlights"
      bgImage="linear-gradient(135deg, #fbeee4 0%, #f6ecdf 100%)"
    >
      <Container
        maxW="7xl"
        py={{ base: 8, md: 12, lg: 16 }}
        display="grid"
        gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }}
        gap={{ base: 8, md: 10, lg: 14 }}
        alignItems="center"
      >
        <Stack gap="5" aria-live="polite">
          <Heading
            as="h1"
            fontSize={{ base: '3xl', md: '4xl', lg: '5xl' }}
            lineHeight="1.1"
            color="brand.900"
          >
            {slide.title}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg', lg: 'xl' }} color="ink.700">
            {slide.text}
          </Text>
          <HStack gap="3" flexWrap="wrap">
            <Button asChild colorPalette="brand" size="lg">
              <RouterLink to="/shop">Shop Now</RouterLink>
            </Button>
            <Button asChild variant="outline" colorPalette="brand" size="lg" bg="whiteAlpha.700">
              <RouterLink to="/contactus">Contact Us</RouterLink>
            </Button>
          </HStack>
          <HStack gap="2" role="tablist" aria-label="Choose slide">
            {SLIDES.map((s, i) => (
              <Box
                as="button"
                key={s.title}
                role="tab"
                aria-selected={i === index}
                aria-label={`Slide ${i + 1}`}
                onClick={() => setIndex(i)}
                minW="24px"
                h="24px"
                display="flex"
                alignItems="center"
                justifyContent="center"
                cursor="pointer"
              >
                <Box
                  w={i === index ? '28px' : '10px'}
                  h="10px"
                  borderRadius="full"
                  bg={i === index ? 'brand.500' : 'brand.200'}
                  transition="all 0.3s"
                />
              </Box>
            ))}
          </HStack>
        </Stack>
        <HeroPicture />
      </Container>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Container maxW="7xl" mt={{ base: 10, md: 14 }} as="section" aria-label={title}>
      <Heading as="h2" size="2xl" mb="6" color="brand.900">
        {title}
      </Heading>
      {children}
    </Container>
  );
}

function GridSkeleton() {
  return (
    <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap="6">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} height="320px" borderRadius="card" />
      ))}
    </SimpleGrid>
  );
}

export function HomePage() {
  usePageMeta(
    '',
    'Handmade crochet toys, home decor, wearables and baby gifts from Pakistan. Prices in rupees, delivered nationwide.',
  );
  const { data, loading, error } = useQuery(HomeProductsDocument);
  if (error) console.error(error);
  return (
    <>
      <Hero />
      <Section title="New Arrivals">
        {loading ? <GridSkeleton /> : <ProductGrid products={data?.latestProducts ?? []} eagerCount={4} />}
      </Section>
      <Section title="Featured Products">
        {loading ? <GridSkeleton /> : <ProductGrid products={data?.featuredProducts ?? []} />}
      </Section>
    </>
  );
}
