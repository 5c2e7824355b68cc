import { Badge, Button, Checkbox, HStack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { BackButton, FilterSelect, ListActions, ListSearch } from '../../../components/admin/ListFilters';
import { AdminPage } from '../../../components/admin/AdminPage';
import { DataTable } from '../../../components/admin/DataTable';
import { useTableState } from '../../../components/admin/useAdminTable';
import { usePageMeta } from '../../../components/PageTitle';
import { notify } from '../../../components/toaster';
import type { ReviewState } from '../../../gql/graphql';
import { ADMIN } from '../../../lib/admin';
import { useDateFormat } from '../../../lib/dates';
import {
  AdminReviewsDocument,
  DeleteReviewDocument,
  SetReviewModerationDocument,
  SetReviewStatusDocument,
} from '../api/reviews';

const FILTERS: Array<[ReviewState | '', string]> = [
  ['', 'All reviews'],
  ['PENDING', 'Waiting for approval'],
  ['VISIBLE', 'Visible'],
  ['HIDDEN', 'Hidden'],
];
const STATE_BADGE: Record<ReviewState, [string, string]> = {
  VISIBLE: ['Visible', 'green'],
  PENDING: ['Waiting', 'orange'],
  HIDDEN: ['Hidden', 'gray'],
};

/** Review moderation: every review, searched and filtered; show, hide or delete; hold new ones for approval. */
export function AdminReviewsPage() {
  usePageMeta('Reviews');
  const { search, setSearch, setPage, variables } = useTableState('created_at');
  const [status, setStatus] = useState<ReviewState | ''>('');
  const { data, loading, error, refetch } = useQuery(AdminReviewsDocument, {
    ...ADMIN,
    variables: { search: variables.search, page: variables.page, status: status || null },
    fetchPolicy: 'cache-and-network',
  });
  if (error) console.error(error);
  const onFailure = (e: unknown) => notify.error(e instanceof Error ? e.message : 'That did not work.');
  const [setReviewStatus] = useMutation(SetReviewStatusDocument, { ...ADMIN });
  const [deleteReview] = useMutation(DeleteReviewDocument, { ...ADMIN });
  const [setModeration] = useMutation(SetReviewModerationDocument, { ...ADMIN });
  const date = useDateFormat();
  const items = data?.adminReviews.items ?? [];

  const changeStatus = async (id: number, to: ReviewState) => {
    const res = await setReviewStatus({ variables: { id, status: to } }).catch(onFailure);
    if (res?.data) notify.success(res.data.setReviewStatus.message);
    await refetch();
  };
  const remove = async (id: number, name: string) => {
    if (!window.confirm(`Delete the review by ${name}?`)) return;
    const res = await deleteReview({ variables: { id } }).catch(onFailure);
    if (res?.data) notify.success(res.data.deleteReview.message);
    await refetch();
  };

  return (
    <AdminPage
      title="Reviews"
      actions={
        <ListActions>
          <FilterSelect
            filters={FILTERS}
            value={status}
            onChange={(v) => {
              setStatus(v);
              setPage(1);
            }}
            width="13rem"
          />
          <ListSearch
            label="Search reviews"
            placeholder="Search by name, text or product"
            value={search}
            onChange={setSearch}
            width="17rem"
          />
          <BackButton />
        </ListActions>
      }
    >
      {data && (
        <Checkbox.Root
          mb="4"
          checked={data.reviewModeration.holdForApproval}
          onCheckedChange={async (e) => {
            await setModeration({ variables: { holdForApproval: !!e.checked } }).catch(onFailure);
            await refetch();
          }}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Hold new reviews for my approval</Checkbox.Label>
        </Checkbox.Root>
      )}
      <DataTable
        end={{ loading, empty: 'No reviews found', meta: data?.adminReviews.meta, onPage: setPage }}
        testId="admin-reviews"
        rowTestId="admin-review"
        rows={items}
        columns={[
          { header: 'Product', cell: (r) => r.productTitle },
          { header: 'Reviewer', cell: (r) => r.name },
          { header: 'Rating', cell: (r) => `${r.rating} / 5` },
          {
            header: 'Review',
            cell: (r) => r.comment,
            cellProps: { maxW: { md: '20rem' }, overflowWrap: 'anywhere' },
          },
          { header: 'Written', cell: (r) => <time dateTime={r.createdAt}>{date(r.createdAt, true)}</time> },
          {
            header: 'State',
            cell: (r) => (
              <Badge colorPalette={STATE_BADGE[r.status][1]} variant="subtle">
                {STATE_BADGE[r.status][0]}
              </Badge>
            ),
          },
          {
            header: 'Action',
            cell: (r) => (
              <HStack gap="2" justify="flex-end">
                {r.status === 'VISIBLE' ? (
                  <Button size="xs" variant="outline" onClick={() => changeStatus(r.id, 'HIDDEN')}>
                    Hide
                  </Button>
                ) : (
                  <Button size="xs" variant="outline" onClick={() => changeStatus(r.id, 'VISIBLE')}>
                    {r.status === 'PENDING' ? 'Approve' : 'Show'}
                  </Button>
                )}
                <Button size="xs" variant="outline" colorPalette="red" onClick={() => remove(r.id, r.name)}>
                  Delete
                </Button>
              </HStack>
            ),
          },
        ]}
      />
    </AdminPage>
  );
}
