/**
 * Review moderation (issue 33 item 6): the owner lists and searches every review, hides,
 * shows and deletes them, and can hold new ones for approval; a product's rating and count,
 * its review list (GraphQL and REST) and its listing follow what is visible, while shoppers
 * keep reviewing. Only admins moderate.
 */
import { factories } from '../support/factories';
import { adminToken } from '../support/storage-shop';
import { createTestServer, TestServer } from '../support/test-server';
import { catalogSettled } from '../support/wait';

let t: TestServer;
let admin: string;
let productId: number;

const REVIEW = `mutation($input: ReviewInput!) { createReview(input: $input) { review { id } errors { field message } } }`;
const LIST = `query($search: String, $status: ReviewState, $page: Int) {
  adminReviews(search: $search, status: $status, page: $page) {
    items { id name comment rating status productTitle productId }
    meta { total currentPage lastPage }
  }
}`;
const SET = `mutation($id: Int!, $status: ReviewState!) { setReviewStatus(id: $id, status: $status) { message review { id status } } }`;
const DELETE = `mutation($id: Int!) { deleteReview(id: $id) { message review { id } } }`;
const HOLD = `mutation($hold: Boolean!) { setReviewModeration(holdForApproval: $hold) { holdForApproval } }`;

async function review(name: string, rating: number, comment = `Review by ${name}`) {
  const res = await t.gql(REVIEW, { input: { productId, name, comment, rating } });
  expect(res.body.data.createReview.errors).toEqual([]);
  return res.body.data.createReview.review.id as number;
}
/** What shoppers see of the product: its rating and count, and the names on its review list. */
async function shown() {
  await catalogSettled(t);
  const res = await t.gql(
    `query($id: Int!) { product(id: $id) { averageRating reviewCount } productReviews(productId: $id) { name } }`,
    { id: productId },
  );
  const rest = await t.rest('GET', `/product-reviews/${productId}`);
  const names = res.body.data.productReviews.map((r: { name: string }) => r.name).sort();
  expect(rest.body.data.map((r: { name: string }) => r.name).sort()).toEqual(names);
  return { ...res.body.data.product, names };
}

beforeAll(async () => {
  t = await createTestServer();
  admin = await adminToken(t);
  const f = factories(t.db.ds);
  productId = (await f.product({ categoryId: (await f.category()).id, title: 'Granny Square Bag' })).id;
});
afterAll(() => t.close());

it('hides, shows and deletes reviews; the rating, count and lists follow the visible ones', async () => {
  const ayesha = await review('Ayesha', 5);
  const bilal = await review('Bilal', 1, 'Spam spam spam');
  const hina = await review('Hina', 4);
  expect(await shown()).toEqual({ averageRating: 3.33, reviewCount: 3, names: ['Ayesha', 'Bilal', 'Hina'] });

  const hidden = await t.gql(SET, { id: bilal, status: 'HIDDEN' }, admin);
  expect(hidden.body.data.setReviewStatus).toEqual({
    message: 'Review hidden.',
    review: { id: bilal, status: 'HIDDEN' },
  });
  expect(await shown()).toEqual({ averageRating: 4.5, reviewCount: 2, names: ['Ayesha', 'Hina'] });

  // Two admins at once: one shows the hidden review again while the other deletes another.
  const [shownAgain, deleted] = await Promise.all([
    t.gql(SET, { id: bilal, status: 'VISIBLE' }, admin),
    t.gql(DELETE, { id: hina }, await adminToken(t)),
  ]);
  expect(shownAgain.body.data.setReviewStatus.message).toBe('Review shown.');
  expect(deleted.body.data.deleteReview).toEqual({ message: 'Review deleted.', review: null });
  expect(await shown()).toEqual({ averageRating: 3, reviewCount: 2, names: ['Ayesha', 'Bilal'] });

  const list = await t.gql(LIST, { search: 'spam' }, admin);
  expect(list.body.data.adminReviews.items).toEqual([
    {
      id: bilal,
      name: 'Bilal',
      comment: 'Spam spam spam',
      rating: 1,
      status: 'VISIBLE',
      productTitle: 'Granny Square Bag',
      productId,
    },
  ]);
  expect((await t.gql(LIST, { search: 'granny' }, admin)).body.data.adminReviews.meta.total).toBe(2);
  await t.gql(DELETE, { id: ayesha }, admin);
  await t.gql(DELETE, { id: bilal }, admin);
  expect(await shown()).toEqual({ averageRating: 0, reviewCount: 0, names: [] });

  const missing = await t.gql(DELETE, { id: 999999 }, admin);
  expect(missing.body.errors![0].message).toBe('Review not found.');
  expect(missing.body.errors![0].extensions.code).toBe('NOT_FOUND');
});

it('holds new reviews for approval while set: shoppers see them once approved', async () => {
  expect((await t.gql(HOLD, { hold: true }, admin)).body.data.setReviewModeration.holdForApproval).toBe(true);
  const before = await shown();
  const rest = await t.rest('POST', '/product-reviews', {
    product_id: productId,
    name: 'Sana',
    comment: 'Pretty',
    rating: 5,
  });
  expect(rest.status).toBe(200);
  expect(rest.body.message).toBe('Review submitted successfully!');
  const zara = await review('Zara', 3);
  expect(await shown()).toEqual(before);

  const waiting = await t.gql(LIST, { status: 'PENDING' }, admin);
  expect(waiting.body.data.adminReviews.items.map((r: { name: string }) => r.name)).toEqual(['Zara', 'Sana']);
  await t.gql(SET, { id: zara, status: 'VISIBLE' }, admin);
  expect(await shown()).toEqual({ averageRating: 3, reviewCount: 1, names: ['Zara'] });

  expect((await t.gql(HOLD, { hold: false }, admin)).body.data.setReviewModeration.holdForApproval).toBe(
    false,
  );
  await review('Omar', 5);
  expect(await shown()).toEqual({ averageRating: 4, reviewCount: 2, names: ['Omar', 'Zara'] });
});

it('lets only admins moderate', async () => {
  const customer = await t.rest('POST', '/user/register', {
    name: 'Nida',
    email: 'nida@example.pk',
    password: 'chain-stitch-12',
  });
  for (const token of [undefined, customer.body.token]) {
    const res = await t.gql(LIST, {}, token);
    expect(res.body.errors![0].extensions.code).toBe(token ? 'FORBIDDEN' : 'UNAUTHENTICATED');
    const hold = await t.gql(HOLD, { hold: true }, token);
    expect(hold.body.data).toBeNull();
  }
  expect(
    (await t.gql('query { reviewModeration { holdForApproval } }', {}, admin)).body.data.reviewModeration,
  ).toEqual({
    holdForApproval: false,
  });
});
