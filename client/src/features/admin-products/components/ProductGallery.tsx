import { Box, Button, Heading, IconButton, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { notify } from '../../../components/toaster';
import { ADMIN } from '../../../lib/admin';
import type { LoadedProduct } from './product-values';
import { DeleteImageDocument, SetDefaultImageDocument, UploadImageDocument } from '../api/product-form';

const ACCEPT = 'image/jpeg,image/png,image/webp';
const errorText = (err: unknown, fallback: string) => (err as Error).message || fallback;

/** A stored product's images: set the default, delete one (after a confirmation), upload more. */
function StoredImages({ product, onChanged }: { product: LoadedProduct; onChanged: () => Promise<unknown> }) {
  const [upload] = useMutation(UploadImageDocument, ADMIN);
  const [setDefault] = useMutation(SetDefaultImageDocument, ADMIN);
  const [deleteImage] = useMutation(DeleteImageDocument, ADMIN);

  async function uploadMore(list: FileList | null) {
    if (!list?.length) return notify.error('No files selected.');
    for (const file of Array.from(list)) {
      try {
        const { data: r } = await upload({ variables: { productId: product.id, file } });
        if (!r?.uploadProductImage.image)
          notify.error(r?.uploadProductImage.errors[0]?.message ?? 'Failed to upload image');
      } catch (err) {
        notify.error(errorText(err, 'Upload error'));
      }
    }
    await onChanged();
  }

  async function onDelete(id: number) {
    if (!window.confirm('Are you sure you want to delete the image?')) return;
    try {
      const { data: r } = await deleteImage({ variables: { id } });
      notify.success(r?.deleteProductImage.message);
      await onChanged();
    } catch (err) {
      notify.error(errorText(err, 'Failed to delete image.'));
    }
  }

  async function onSetDefault(imageId: number) {
    try {
      const { data: r } = await setDefault({ variables: { productId: product.id, imageId } });
      notify.success(r?.setDefaultProductImage.message);
      await onChanged();
    } catch (err) {
      notify.error(errorText(err, 'Something went wrong'));
    }
  }

  return (
    <>
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="3" mb="3" data-testid="stored-images">
        {[...product.images]
          .sort((x, y) => x.id - y.id)
          .map((img) => (
            <Stack
              key={img.id}
              gap="1"
              borderWidth={img.isDefault ? '2px' : '1px'}
              borderColor={img.isDefault ? 'brand.500' : 'gray.200'}
              borderRadius="md"
              p="1"
            >
              <Image
                src={img.thumbnailUrl}
                alt=""
                htmlWidth={150}
                htmlHeight={150}
                objectFit="cover"
                borderRadius="sm"
              />
              {img.isDefault ? (
                <Text fontSize="xs" textAlign="center">
                  Default
                </Text>
              ) : (
                <Button size="2xs" variant="outline" onClick={() => void onSetDefault(img.id)}>
                  Set Default Image
                </Button>
              )}
              <Button size="2xs" colorPalette="red" variant="ghost" onClick={() => void onDelete(img.id)}>
                Delete
              </Button>
            </Stack>
          ))}
      </SimpleGrid>
      <input
        type="file"
        accept={ACCEPT}
        multiple
        aria-label="Upload images"
        onChange={(e) => void uploadMore(e.target.files)}
      />
    </>
  );
}

/** A new product's images: chosen files, previewed, sent with the product. */
function NewImages({
  files,
  setFiles,
  error,
}: {
  files: File[];
  setFiles: (update: (files: File[]) => File[]) => void;
  error: string | null;
}) {
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);
  return (
    <>
      <input
        type="file"
        accept={ACCEPT}
        multiple
        aria-label="Gallery images"
        onChange={(e) => setFiles((s) => [...s, ...Array.from(e.target.files ?? [])])}
      />
      {error && (
        <Text color="red.600" fontSize="sm">
          {error}
        </Text>
      )}
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="3" mt="3" data-testid="previews">
        {previews.map((url, i) => (
          <Stack key={url} gap="1">
            <Image src={url} alt={`Preview ${i + 1}`} height="120px" objectFit="cover" borderRadius="md" />
            <IconButton
              size="2xs"
              colorPalette="red"
              variant="ghost"
              aria-label={`Delete preview ${i + 1}`}
              onClick={() => setFiles((s) => s.filter((_, j) => j !== i))}
            >
              Delete
            </IconButton>
          </Stack>
        ))}
      </SimpleGrid>
    </>
  );
}

/**
 * The product form's gallery: a stored product's images are changed at once (each change reads
 * the product again through `onChanged`); a new product's files wait for its Create.
 */
export function ProductGallery({
  product,
  onChanged,
  files,
  setFiles,
  error,
}: {
  product: LoadedProduct | null | undefined;
  onChanged: () => Promise<unknown>;
  files: File[];
  setFiles: (update: (files: File[]) => File[]) => void;
  error: string | null;
}) {
  return (
    <Box>
      <Heading size="md" mb="2">
        Gallery
      </Heading>
      {product ? (
        <StoredImages product={product} onChanged={onChanged} />
      ) : (
        <NewImages files={files} setFiles={setFiles} error={error} />
      )}
    </Box>
  );
}
