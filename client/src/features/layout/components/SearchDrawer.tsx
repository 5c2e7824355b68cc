import {
  Box,
  CloseButton,
  Drawer,
  HStack,
  Input,
  Link,
  Portal,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '../../../lib/graphql';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Price } from '../../../components/Price';
import { Thumbnail } from '../../../components/Thumbnail';
import { SEARCH_DEBOUNCE_MS, useDebounced } from '../../../lib/useDebounced';
import { SearchProductsDocument } from '../api/search-drawer';

export function SearchDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, loading } = useQuery(SearchProductsDocument, { variables: { search }, skip: !search });
  const results = search ? (data?.searchProducts ?? []) : [];
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      placement="top"
      initialFocusEl={() => document.getElementById('site-search')}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="cream.50">
            <Drawer.Header>
              <Drawer.Title fontFamily="heading">Search Our Site</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body pb="6">
              <Box maxW="3xl" mx="auto">
                <Input
                  id="site-search"
                  aria-label="Search products"
                  placeholder="Search for bunnies, blankets, coasters…"
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  size="lg"
                  bg="white"
                />
                {loading && <Spinner mt="4" size="sm" />}
                <Stack mt="4" gap="2" data-testid="search-results">
                  {results.map((p) => (
                    <Link
                      asChild
                      key={p.id}
                      onClick={onClose}
                      _hover={{ bg: 'cream.100' }}
                      p="2"
                      borderRadius="md"
                    >
                      <RouterLink to={p.path}>
                        <HStack gap="3">
                          <Thumbnail src={p.thumbnailUrl} size={48} />
                          <Box>
                            <Text fontWeight="medium">{p.title}</Text>
                            <Price price={p.price} comparePrice={p.comparePrice} size="sm" />
                          </Box>
                        </HStack>
                      </RouterLink>
                    </Link>
                  ))}
                  {search && !loading && results.length === 0 && (
                    <Text color="ink.600">No products found.</Text>
                  )}
                </Stack>
                {search && (
                  <Link asChild mt="4" color="brand.600" fontWeight="semibold" onClick={onClose}>
                    <RouterLink to={`/shop?search=${encodeURIComponent(search)}`}>
                      See all results for “{search}”
                    </RouterLink>
                  </Link>
                )}
              </Box>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close search" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
