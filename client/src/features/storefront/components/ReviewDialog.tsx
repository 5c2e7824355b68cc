import { Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '../../../lib/graphql';
import { reviewInput, reviewMessage, type ReviewInput } from '@inputs/review';
import { Form, TextField, useZodForm } from '../../../components/form/Form';
import { notify } from '../../../components/toaster';
import { CreateReviewDocument } from '../api/review-dialog';

/** The review form; its trigger is on the product page (this code loads when first opened). */
export function ReviewDialog({
  productId,
  onCreated,
  open,
  setOpen,
}: {
  productId: number;
  onCreated: () => void;
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const form = useZodForm(reviewInput, { name: '', comment: '', rating: 0 });
  const [create, { loading }] = useMutation(CreateReviewDocument);
  const rating = form.watch('rating');
  // The spec shows one sentence for the whole form, not one per field.
  const error = reviewMessage(
    Object.values(form.formState.errors).map((e) => ({ message: String(e?.message ?? '') })),
  );

  async function onSubmit(input: ReviewInput) {
    try {
      const { data } = await create({ variables: { input: { productId, ...input } } });
      if (!data?.createReview.review) {
        notify.error(data?.createReview.errors[0]?.message ?? 'Failed to submit review.');
        return;
      }
      notify.success(data.createReview.message);
      setOpen(false);
      form.reset();
      onCreated();
    } catch {
      notify.error('Something went wrong while submitting your review.');
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Form form={form} onSubmit={onSubmit}>
              <Dialog.Header>
                <Dialog.Title>Add a Review</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <TextField label="Name" name="name" showError={false} />
                  <TextField label="Comment" name="comment" multiline showError={false} />
                  <Stack gap="1">
                    <Text fontWeight="medium" fontSize="sm" id="rating-label">
                      Rating
                    </Text>
                    <HStack role="radiogroup" aria-labelledby="rating-label" gap="1">
                      {[1, 2, 3, 4, 5].map((n) => (
                        <Button
                          key={n}
                          type="button"
                          role="radio"
                          aria-checked={rating === n}
                          aria-label={`${n} star${n > 1 ? 's' : ''}`}
                          variant="ghost"
                          size="sm"
                          px="1"
                          fontSize="2xl"
                          color={n <= rating ? 'orange.400' : 'gray.300'}
                          onClick={() =>
                            form.setValue('rating', n, { shouldValidate: form.formState.isSubmitted })
                          }
                        >
                          ★
                        </Button>
                      ))}
                    </HStack>
                  </Stack>
                  {error && (
                    <Text color="red.600" role="alert">
                      {error}
                    </Text>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" type="button">
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="brand" loading={loading}>
                  Submit Review
                </Button>
              </Dialog.Footer>
            </Form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
