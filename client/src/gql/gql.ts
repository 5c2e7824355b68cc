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
    "\n  fragment OrderSummary on Order {\n    id name email address city street zip mobile status paymentStatus paymentMethod paymentInstructions\n    subTotal shipping grandTotal createdAt\n    items { id name qty price sizeName colorName attributes imageUrl }\n  }\n": typeof types.OrderSummaryFragmentDoc,
    "\n  fragment ProductCard on Product {\n    id\n    title\n    price\n    comparePrice\n    stock\n    averageRating\n    reviewCount\n    thumbnailUrl(width: 300)\n  }\n": typeof types.ProductCardFragmentDoc,
    "\n  mutation ForgotPassword($email: String!) { forgotPassword(email: $email) { message errors { field message } } }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) { token user { id name verified } errors { field message code } }\n  }\n": typeof types.LoginDocument,
    "\n  query MyOrder($id: Int!) { myOrder(id: $id) { ...OrderSummary } }\n": typeof types.MyOrderDocument,
    "\n  query MyOrders($search: String, $page: Int!) {\n    myOrders(search: $search, page: $page) {\n      items { id grandTotal createdAt paymentStatus status }\n      meta { currentPage lastPage total perPage }\n    }\n  }\n": typeof types.MyOrdersDocument,
    "query Profile { me { id name email verified } }": typeof types.ProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { user { id name email } message errors { field message } } }\n": typeof types.UpdateProfileDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) { token user { id name verified } errors { field message } }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { message errors { field message } } }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ResendVerification { resendVerificationEmail { message errors { message } } }\n": typeof types.ResendVerificationDocument,
    "\n  query CheckStock($productId: Int!, $qty: Int, $items: [StockItemInput!]) {\n    checkStock(productId: $productId, qty: $qty, items: $items) { available message stock }\n  }\n": typeof types.CheckStockDocument,
    "\n  query CheckoutData {\n    me { id name email }\n    provinces\n    checkoutOptions { cardEnabled publishableKey cardDisabledReason shipping }\n  }\n": typeof types.CheckoutDataDocument,
    "query Cities($province: String!) { cities(province: $province) { name } }": typeof types.CitiesDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) { message order { id } errors { field message code } }\n  }\n": typeof types.PlaceOrderDocument,
    "\n  mutation CreatePaymentIntent($cart: [CartLineGqlInput!]!, $amount: Float, $key: String) {\n    createPaymentIntent(cart: $cart, amount: $amount, idempotencyKey: $key) { clientSecret paymentIntentId errors { field message } }\n  }\n": typeof types.CreatePaymentIntentDocument,
    "query OrderConfirmation($id: Int!) { myOrder(id: $id) { ...OrderSummary } }": typeof types.OrderConfirmationDocument,
    "\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      message\n      errors { field message }\n    }\n  }\n": typeof types.SubmitContactDocument,
    "\n  query SearchProducts($search: String!) {\n    searchProducts(search: $search) {\n      id\n      title\n      price\n      comparePrice\n      thumbnailUrl(width: 300)\n    }\n  }\n": typeof types.SearchProductsDocument,
    "\n  query HomeProducts {\n    latestProducts { ...ProductCard }\n    featuredProducts { ...ProductCard }\n  }\n": typeof types.HomeProductsDocument,
    "\n  query ProductDetails($id: Int!) {\n    product(id: $id) {\n      id\n      title\n      price\n      comparePrice\n      stock\n      sku\n      shortDescription\n      description\n      averageRating\n      reviewCount\n      imageUrl\n      category { id name }\n      images { id imageUrl large: thumbnailUrl(width: 800) thumb: thumbnailUrl(width: 300) }\n      attributeValues { id value code qty attribute { id name } }\n    }\n    productReviews(productId: $id) { id name comment rating createdAt }\n  }\n": typeof types.ProductDetailsDocument,
    "\n  mutation CreateReview($input: ReviewInput!) {\n    createReview(input: $input) {\n      review { id name comment rating createdAt }\n      errors { field message }\n    }\n  }\n": typeof types.CreateReviewDocument,
    "\n  query ShopFilters {\n    categories { id name children { id name children { id name } } }\n    brands { id name }\n  }\n": typeof types.ShopFiltersDocument,
    "\n  query ShopProducts($filter: ProductFilterInput, $page: Int!) {\n    products(filter: $filter, page: $page) {\n      items { ...ProductCard }\n      meta { currentPage lastPage total }\n    }\n  }\n": typeof types.ShopProductsDocument,
};
const documents: Documents = {
    "\n  fragment OrderSummary on Order {\n    id name email address city street zip mobile status paymentStatus paymentMethod paymentInstructions\n    subTotal shipping grandTotal createdAt\n    items { id name qty price sizeName colorName attributes imageUrl }\n  }\n": types.OrderSummaryFragmentDoc,
    "\n  fragment ProductCard on Product {\n    id\n    title\n    price\n    comparePrice\n    stock\n    averageRating\n    reviewCount\n    thumbnailUrl(width: 300)\n  }\n": types.ProductCardFragmentDoc,
    "\n  mutation ForgotPassword($email: String!) { forgotPassword(email: $email) { message errors { field message } } }\n": types.ForgotPasswordDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) { token user { id name verified } errors { field message code } }\n  }\n": types.LoginDocument,
    "\n  query MyOrder($id: Int!) { myOrder(id: $id) { ...OrderSummary } }\n": types.MyOrderDocument,
    "\n  query MyOrders($search: String, $page: Int!) {\n    myOrders(search: $search, page: $page) {\n      items { id grandTotal createdAt paymentStatus status }\n      meta { currentPage lastPage total perPage }\n    }\n  }\n": types.MyOrdersDocument,
    "query Profile { me { id name email verified } }": types.ProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { user { id name email } message errors { field message } } }\n": types.UpdateProfileDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) { token user { id name verified } errors { field message } }\n  }\n": types.RegisterDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { message errors { field message } } }\n": types.ResetPasswordDocument,
    "\n  mutation ResendVerification { resendVerificationEmail { message errors { message } } }\n": types.ResendVerificationDocument,
    "\n  query CheckStock($productId: Int!, $qty: Int, $items: [StockItemInput!]) {\n    checkStock(productId: $productId, qty: $qty, items: $items) { available message stock }\n  }\n": types.CheckStockDocument,
    "\n  query CheckoutData {\n    me { id name email }\n    provinces\n    checkoutOptions { cardEnabled publishableKey cardDisabledReason shipping }\n  }\n": types.CheckoutDataDocument,
    "query Cities($province: String!) { cities(province: $province) { name } }": types.CitiesDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) { message order { id } errors { field message code } }\n  }\n": types.PlaceOrderDocument,
    "\n  mutation CreatePaymentIntent($cart: [CartLineGqlInput!]!, $amount: Float, $key: String) {\n    createPaymentIntent(cart: $cart, amount: $amount, idempotencyKey: $key) { clientSecret paymentIntentId errors { field message } }\n  }\n": types.CreatePaymentIntentDocument,
    "query OrderConfirmation($id: Int!) { myOrder(id: $id) { ...OrderSummary } }": types.OrderConfirmationDocument,
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
export function graphql(source: "\n  fragment OrderSummary on Order {\n    id name email address city street zip mobile status paymentStatus paymentMethod paymentInstructions\n    subTotal shipping grandTotal createdAt\n    items { id name qty price sizeName colorName attributes imageUrl }\n  }\n"): (typeof documents)["\n  fragment OrderSummary on Order {\n    id name email address city street zip mobile status paymentStatus paymentMethod paymentInstructions\n    subTotal shipping grandTotal createdAt\n    items { id name qty price sizeName colorName attributes imageUrl }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard on Product {\n    id\n    title\n    price\n    comparePrice\n    stock\n    averageRating\n    reviewCount\n    thumbnailUrl(width: 300)\n  }\n"): (typeof documents)["\n  fragment ProductCard on Product {\n    id\n    title\n    price\n    comparePrice\n    stock\n    averageRating\n    reviewCount\n    thumbnailUrl(width: 300)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($email: String!) { forgotPassword(email: $email) { message errors { field message } } }\n"): (typeof documents)["\n  mutation ForgotPassword($email: String!) { forgotPassword(email: $email) { message errors { field message } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) { token user { id name verified } errors { field message code } }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) { token user { id name verified } errors { field message code } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrder($id: Int!) { myOrder(id: $id) { ...OrderSummary } }\n"): (typeof documents)["\n  query MyOrder($id: Int!) { myOrder(id: $id) { ...OrderSummary } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrders($search: String, $page: Int!) {\n    myOrders(search: $search, page: $page) {\n      items { id grandTotal createdAt paymentStatus status }\n      meta { currentPage lastPage total perPage }\n    }\n  }\n"): (typeof documents)["\n  query MyOrders($search: String, $page: Int!) {\n    myOrders(search: $search, page: $page) {\n      items { id grandTotal createdAt paymentStatus status }\n      meta { currentPage lastPage total perPage }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Profile { me { id name email verified } }"): (typeof documents)["query Profile { me { id name email verified } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { user { id name email } message errors { field message } } }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { user { id name email } message errors { field message } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) { token user { id name verified } errors { field message } }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) { token user { id name verified } errors { field message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { message errors { field message } } }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { message errors { field message } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerification { resendVerificationEmail { message errors { message } } }\n"): (typeof documents)["\n  mutation ResendVerification { resendVerificationEmail { message errors { message } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckStock($productId: Int!, $qty: Int, $items: [StockItemInput!]) {\n    checkStock(productId: $productId, qty: $qty, items: $items) { available message stock }\n  }\n"): (typeof documents)["\n  query CheckStock($productId: Int!, $qty: Int, $items: [StockItemInput!]) {\n    checkStock(productId: $productId, qty: $qty, items: $items) { available message stock }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutData {\n    me { id name email }\n    provinces\n    checkoutOptions { cardEnabled publishableKey cardDisabledReason shipping }\n  }\n"): (typeof documents)["\n  query CheckoutData {\n    me { id name email }\n    provinces\n    checkoutOptions { cardEnabled publishableKey cardDisabledReason shipping }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Cities($province: String!) { cities(province: $province) { name } }"): (typeof documents)["query Cities($province: String!) { cities(province: $province) { name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) { message order { id } errors { field message code } }\n  }\n"): (typeof documents)["\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) { message order { id } errors { field message code } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePaymentIntent($cart: [CartLineGqlInput!]!, $amount: Float, $key: String) {\n    createPaymentIntent(cart: $cart, amount: $amount, idempotencyKey: $key) { clientSecret paymentIntentId errors { field message } }\n  }\n"): (typeof documents)["\n  mutation CreatePaymentIntent($cart: [CartLineGqlInput!]!, $amount: Float, $key: String) {\n    createPaymentIntent(cart: $cart, amount: $amount, idempotencyKey: $key) { clientSecret paymentIntentId errors { field message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrderConfirmation($id: Int!) { myOrder(id: $id) { ...OrderSummary } }"): (typeof documents)["query OrderConfirmation($id: Int!) { myOrder(id: $id) { ...OrderSummary } }"];
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