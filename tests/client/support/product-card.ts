/** A product card as the listing queries return it (ProductCard fragment), at Rs 1,500. */
export const productCard = (id: number, title: string) => ({
  __typename: 'Product' as const,
  id,
  title,
  path: `/product/${id}`,
  price: 150_000,
  comparePrice: null,
  purchasable: true,
  purchaseOptions: { __typename: 'PurchaseOptions' as const, minPrice: 150_000, maxPrice: 150_000 },
  averageRating: 4,
  reviewCount: 2,
  thumbnailUrl: null,
});
