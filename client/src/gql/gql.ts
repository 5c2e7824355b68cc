/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment ProductCard on Product {\n    id\n    title\n    price\n    comparePrice\n    stock\n    averageRating\n    reviewCount\n    thumbnailUrl(width: 300)\n  }\n": typeof types.ProductCardFragmentDoc,
    "\n  query CheckStock($productId: Int!, $qty: Int, $items: [StockItemInput!]) {\n    checkStock(productId: $productId, qty: $qty, items: $items) { available message stock }\n  }\n": typeof types.CheckStockDocument,
    "\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      message\n      errors { field message }\n    }\n  }\n": typeof types.SubmitContactDocument,
    "\n  query SearchProducts($search: String!) {\n    searchProducts(search: $search) {\n      id\n      title\n      price\n      comparePrice\n      thumbnailUrl(width: 300)\n    }\n  }\n": typeof types.SearchProductsDocument,
    "\n  query HomeProducts {\n    latestProducts { ...ProductCard }\n    featuredProducts { ...ProductCard }\n  }\n": typeof types.HomeProductsDocument,
    "\n  query ProductDetails($id: Int!) {\n    product(id: $id) {\n      id\n      title\n      price\n      comparePrice\n      stock\n      sku\n      shortDescription\n      description\n      averageRating\n      reviewCount\n      imageUrl\n      category { id name }\n      images { id imageUrl large: thumbnailUrl(width: 800) thumb: thumbnailUrl(width: 300) }\n      attributeValues { id value code qty attribute { id name } }\n    }\n    productReviews(productId: $id) { id name comment rating createdAt }\n  }\n": typeof types.ProductDetailsDocument,
    "\n  mutation CreateReview($input: ReviewInput!) {\n    createReview(input: $input) {\n      review { id name comment rating createdAt }\n      errors { field message }\n    }\n  }\n": typeof types.CreateReviewDocument,
    "\n  query ShopFilters {\n    categories { id name children { id name children { id name } } }\n    brands { id name }\n  }\n": typeof types.ShopFiltersDocument,
    "\n  query ShopProducts($filter: ProductFilterInput, $page: Int!) {\n    products(filter: $filter, page: $page) {\n      items { ...ProductCard }\n      meta { currentPage lastPage total }\n    }\n  }\n": typeof types.ShopProductsDocument,
};
const documents: Documents = {
    "\n  fragment ProductCard on Product {\n    id\n    title\n    price\n    comparePrice\n    stock\n    averageRating\n    reviewCount\n    thumbnailUrl(width: 300)\n  }\n": types.ProductCardFragmentDoc,
    "\n  query CheckStock($productId: Int!, $qty: Int, $items: [StockItemInput!]) {\n    checkStock(productId: $productId, qty: $qty, items: $items) { available message stock }\n  }\n": types.CheckStockDocument,
    "\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      message\n      errors { field message }\n    }\n  }\n": types.SubmitContactDocument,
    "\n  query SearchProducts($search: String!) {\n    searchProducts(search: $search) {\n      id\n      title\n      price\n      comparePrice\n      thumbnailUrl(width: 300)\n    }\n  }\n": types.SearchProductsDocument,
    "\n  query HomeProducts {\n    latestProducts { ...ProductCard }\n    featuredProducts { ...ProductCard }\n  }\n": types.HomeProductsDocument,
    "\n  query ProductDetails($id: Int!) {\n    product(id: $id) {\n      id\n      title\n      price\n      comparePrice\n      stock\n      sku\n      shortDescription\n      description\n      averageRating\n      reviewCount\n      imageUrl\n      category { id name }\n      images { id imageUrl large: thumbnailUrl(width: 800) thumb: thumbnailUrl(width: 300) }\n      attributeValues { id value code qty attribute { id name } }\n    }\n    productReviews(productId: $id) { id name comment rating createdAt }\n  }\n": types.ProductDetailsDocument,
    "\n  mutation CreateReview($input: ReviewInput!) {\n    createReview(input: $input) {\n      review { id name comment rating createdAt }\n      errors { field message }\n    }\n  }\n": types.CreateReviewDocument,
    "\n  query ShopFilters {\n    categories { id name children { id name children { id name } } }\n    brands { id name }\n  }\n": types.ShopFiltersDocument,
    "\n  query ShopProducts($filter: ProductFilterInput, $page: Int!) {\n    products(filter: $filter, page: $page) {\n      items { ...ProductCard }\n      meta { currentPage lastPage total }\n    }\n  }\n": types.ShopProductsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard on Product {\n    id\n    title\n    price\n    comparePrice\n    stock\n    averageRating\n    reviewCount\n    thumbnailUrl(width: 300)\n  }\n"): (typeof documents)["\n  fragment ProductCard on Product {\n    id\n    title\n    price\n    comparePrice\n    stock\n    averageRating\n    reviewCount\n    thumbnailUrl(width: 300)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckStock($productId: Int!, $qty: Int, $items: [StockItemInput!]) {\n    checkStock(productId: $productId, qty: $qty, items: $items) { available message stock }\n  }\n"): (typeof documents)["\n  query CheckStock($productId: Int!, $qty: Int, $items: [StockItemInput!]) {\n    checkStock(productId: $productId, qty: $qty, items: $items) { available message stock }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      message\n      errors { field message }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      message\n      errors { field message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchProducts($search: String!) {\n    searchProducts(search: $search) {\n      id\n      title\n      price\n      comparePrice\n      thumbnailUrl(width: 300)\n    }\n  }\n"): (typeof documents)["\n  query SearchProducts($search: String!) {\n    searchProducts(search: $search) {\n      id\n      title\n      price\n      comparePrice\n      thumbnailUrl(width: 300)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeProducts {\n    latestProducts { ...ProductCard }\n    featuredProducts { ...ProductCard }\n  }\n"): (typeof documents)["\n  query HomeProducts {\n    latestProducts { ...ProductCard }\n    featuredProducts { ...ProductCard }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetails($id: Int!) {\n    product(id: $id) {\n      id\n      title\n      price\n      comparePrice\n      stock\n      sku\n      shortDescription\n      description\n      averageRating\n      reviewCount\n      imageUrl\n      category { id name }\n      images { id imageUrl large: thumbnailUrl(width: 800) thumb: thumbnailUrl(width: 300) }\n      attributeValues { id value code qty attribute { id name } }\n    }\n    productReviews(productId: $id) { id name comment rating createdAt }\n  }\n"): (typeof documents)["\n  query ProductDetails($id: Int!) {\n    product(id: $id) {\n      id\n      title\n      price\n      comparePrice\n      stock\n      sku\n      shortDescription\n      description\n      averageRating\n      reviewCount\n      imageUrl\n      category { id name }\n      images { id imageUrl large: thumbnailUrl(width: 800) thumb: thumbnailUrl(width: 300) }\n      attributeValues { id value code qty attribute { id name } }\n    }\n    productReviews(productId: $id) { id name comment rating createdAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateReview($input: ReviewInput!) {\n    createReview(input: $input) {\n      review { id name comment rating createdAt }\n      errors { field message }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateReview($input: ReviewInput!) {\n    createReview(input: $input) {\n      review { id name comment rating createdAt }\n      errors { field message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopFilters {\n    categories { id name children { id name children { id name } } }\n    brands { id name }\n  }\n"): (typeof documents)["\n  query ShopFilters {\n    categories { id name children { id name children { id name } } }\n    brands { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopProducts($filter: ProductFilterInput, $page: Int!) {\n    products(filter: $filter, page: $page) {\n      items { ...ProductCard }\n      meta { currentPage lastPage total }\n    }\n  }\n"): (typeof documents)["\n  query ShopProducts($filter: ProductFilterInput, $page: Int!) {\n    products(filter: $filter, page: $page) {\n      items { ...ProductCard }\n      meta { currentPage lastPage total }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;