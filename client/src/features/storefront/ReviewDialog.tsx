import { Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { FormEvent, useState } from 'react';
import { FormField } from '../../components/FormField';
import { notify } from '../../components/toaster';
import { graphql } from '../../gql';
import { validateReview } from '../../lib/validation';

const CreateReviewDocument = graphql(`
  mutation CreateReview($input: ReviewInput!) {
    createReview(input: $input) {
      review { id name comment rating createdAt }
      errors { field message }
    }
  }
`);

/** The review form; its trigger is on the product page (this code loads when first opened). */
export function ReviewDialog({ productId, onCreated, open, setOpen }: { productId: number; onCreated: () => void; open: boolean; setOpen: (open: boolean) => void }) {
  const [name, setName] = useState('');
  const [comment, setComment] = useState('');
  const [rating, setRating] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateReviewDocument);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const problem = validateReview({ name, comment, rating });
    setError(problem);
    if (problem) return;
    try {
      const { data } = await create({ variables: { input: { productId, name: name.trim(), comment: comment.trim(), rating } } });
      if (!data?.createReview.review) {
        notify.error(data?.createReview.errors[0]?.message ?? 'Failed to submit review.');
        return;
      }
      notify.success('Review submitted successfully!');
      setOpen(false);
      setName('');
      setComment('');
      setRating(0);
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
            <form onSubmit={onSubmit} noValidate>
            <Dialog.Header><Dialog.Title>Add a Review</Dialog.Title></Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <FormField label="Name" name="name" value={name} onChange={setName} />
                <FormField label="Comment" name="comment" value={comment} onChange={setComment} multiline />
                <Stack gap="1">
                  <Text fontWeight="medium" fontSize="sm" id="rating-label">Rating</Text>
                  <HStack role="radiogroup" aria-labelledby="rating-label" gap="1">
                    {[1, 2, 3, 4, 5].map((n) => (
                      <Button key={n} type="button" role="radio" aria-checked={rating === n} aria-label={`${n} star${n > 1 ? 's' : ''}`} variant="ghost" size="sm" px="1" fontSize="2xl" color={n <= rating ? 'orange.400' : 'gray.300'} onClick={() => setRating(n)}>★</Button>
                    ))}
                  </HStack>
                </Stack>
                {error && <Text color="red.600" role="alert">{error}</Text>}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild><Button variant="outline" type="button">Cancel</Button></Dialog.ActionTrigger>
              <Button type="submit" colorPalette="brand" loading={loading}>Submit Review</Button>
            </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild><CloseButton size="sm" /></Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
