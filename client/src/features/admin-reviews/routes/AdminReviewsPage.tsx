import { Badge, Button, Checkbox, HStack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { BackButton, FilterSelect, ListActions, ListSearch } from '../../../components/admin/ListFilters';
import { AdminPage } from '../../../components/admin/AdminPage';
import { useTableState } from '../../../components/admin/useAdminTable';
import { usePageMeta } from '../../../components/PageTitle';
import { Pager } from '../../../components/Pager';
import { STACKED_TABLE } from '../../../components/stackedTable';
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
      <Table.Root size="sm" data-testid="admin-reviews" css={STACKED_TABLE}>
        <Table.Header>
          <Table.Row>
            {['Product', 'Reviewer', 'Rating', 'Review', 'Written', 'State', 'Action'].map((h) => (
              <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((r) => {
            const [label, palette] = STATE_BADGE[r.status];
            return (
              <Table.Row key={r.id} data-testid="admin-review">
                <Table.Cell data-label="Product">{r.productTitle}</Table.Cell>
                <Table.Cell data-label="Reviewer">{r.name}</Table.Cell>
                <Table.Cell data-label="Rating">{r.rating} / 5</Table.Cell>
                <Table.Cell data-label="Review" maxW={{ md: '20rem' }} overflowWrap="anywhere">
                  {r.comment}
                </Table.Cell>
                <Table.Cell data-label="Written">
                  <time dateTime={r.createdAt}>{date(r.createdAt, true)}</time>
                </Table.Cell>
                <Table.Cell data-label="State">
                  <Badge colorPalette={palette} variant="subtle">
                    {label}
                  </Badge>
                </Table.Cell>
                <Table.Cell data-label="Action">
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
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => remove(r.id, r.name)}
                    >
                      Delete
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
      {!loading && items.length === 0 && (
        <Text py="8" textAlign="center" color="ink.600">
          No reviews found
        </Text>
      )}
      <Pager meta={data?.adminReviews.meta} onPage={setPage} />
    </AdminPage>
  );
}
