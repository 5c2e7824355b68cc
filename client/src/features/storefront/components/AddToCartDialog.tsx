import { Center, CloseButton, Dialog, Link, Portal, Spinner, Text } from '@chakra-ui/react';
import { useReactiveVar } from '../../../lib/reactive-var';
import { useQuery } from '../../../lib/graphql';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { addToCartDialogVar } from '../../../stores/cart';
import { imageOrPlaceholder } from '../../../lib/images';
import { ProductPurchase } from './ProductPurchase';
import { AddToCartProductDocument } from '../api/add-to-cart-dialog';

/**
 * The spec's add-to-cart dialog, opened from a product card: one value per attribute (or
 * variant dimension), the quantity from 1, the spec's stock messages. Its code loads the
 * first time a card's Add To Cart is pressed (see app/Layout.tsx).
 */
export function AddToCartDialog() {
  const target = useReactiveVar(addToCartDialogVar);
  // The last product stays shown while the dialog animates closed; each opening starts afresh.
  const [shown, setShown] = useState(target);
  const [opening, setOpening] = useState(0);
  useEffect(() => {
    if (!target) return;
    setShown(target);
    setOpening((n) => n + 1);
  }, [target]);
  const id = target?.id ?? shown?.id;
  const { data, loading, error } = useQuery(AddToCartProductDocument, {
    variables: { id: id ?? 0 },
    skip: !id,
    fetchPolicy: 'cache-and-network',
  });
  if (error) console.error(error);
  const product = data?.product;
  const close = () => addToCartDialogVar(null);
  return (
    <Dialog.Root open={!!target} onOpenChange={(e) => !e.open && close()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="add-to-cart-dialog">
            <Dialog.Header>
              <Dialog.Title fontFamily="heading">{shown?.title ?? 'Add To Cart'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {!product ? (
                loading ? (
                  <Center py="10">
                    <Spinner color="brand.500" />
                  </Center>
                ) : (
                  <Text>This product is no longer available.</Text>
                )
              ) : (
                <div className="add-dialog">
                  <img
                    className="add-dialog__image"
                    src={imageOrPlaceholder(product.thumbnailUrl)}
                    alt=""
                    width={96}
                    height={96}
                  />
                  <div className="add-dialog__body">
                    {/* Keyed by opening: each starts with nothing chosen and a quantity of 1. */}
                    <ProductPurchase key={`${product.id}-${opening}`} product={product} onAdded={close} />
                    <Link asChild color="brand.700" fontSize="sm" mt="4" onClick={close}>
                      <RouterLink to={product.path}>View product details</RouterLink>
                    </Link>
                  </div>
                </div>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
