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
    "mutation Logout { logout { message } }": typeof types.LogoutDocument,
    "\n  fragment OrderSummary on Order {\n    id name email address city street zip mobile status paymentStatus paymentMethod paymentMethodLabel paymentInstructions\n    subTotal shipping grandTotal createdAt trackingNumber trackingUrl courier { id name }\n    items { id name qty price sizeName colorName attributes imageUrl }\n  }\n": typeof types.OrderSummaryFragmentDoc,
    "\n  fragment OrderTimeline on Order { id history { id summary actorName createdAt } }\n": typeof types.OrderTimelineFragmentDoc,
    "\n  fragment CustomerReceipts on Order {\n    id canUploadReceipt paymentStatus\n    receipts { id fileName uploadedAt status rejectReason transactionId amountPaid }\n  }\n": typeof types.CustomerReceiptsFragmentDoc,
    "\n  mutation UploadPaymentReceipt($orderId: Int!, $file: Upload!, $transactionId: String, $amountPaid: Float) {\n    uploadPaymentReceipt(orderId: $orderId, file: $file, transactionId: $transactionId, amountPaid: $amountPaid) {\n      message\n      errors { field message }\n      order { id ...CustomerReceipts ...OrderTimeline }\n    }\n  }\n": typeof types.UploadPaymentReceiptDocument,
    "\n  fragment ProductCard on Product {\n    id\n    title\n    price\n    comparePrice\n    stock\n    averageRating\n    reviewCount\n    thumbnailUrl(width: 300)\n  }\n": typeof types.ProductCardFragmentDoc,
    "\n  query CustomerDashboard {\n    me { id name email }\n    myOrders(page: 1) {\n      items { id grandTotal createdAt paymentStatus status }\n      meta { total }\n    }\n    shop { timeZone }\n  }\n": typeof types.CustomerDashboardDocument,
    "\n  mutation ForgotPassword($email: String!) { forgotPassword(email: $email) { message errors { field message } } }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) { token user { id name verified } errors { field message code } }\n  }\n": typeof types.LoginDocument,
    "\n  mutation AdminLogin($input: LoginInput!) { adminLogin(input: $input) { token user { id name } errors { field message code } } }\n": typeof types.AdminLoginDocument,
    "\n  query MyOrder($id: Int!) { myOrder(id: $id) { ...OrderSummary ...CustomerReceipts ...OrderTimeline } shop { timeZone } }\n": typeof types.MyOrderDocument,
    "\n  query MyOrders($search: String, $page: Int!) {\n    myOrders(search: $search, page: $page) {\n      items { id grandTotal createdAt paymentStatus status }\n      meta { currentPage lastPage total perPage }\n    }\n    shop { timeZone }\n  }\n": typeof types.MyOrdersDocument,
    "query Profile { me { id name email verified } }": typeof types.ProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { user { id name email } token message errors { field message } } }\n": typeof types.UpdateProfileDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) { token user { id name verified } errors { field message } }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { message errors { field message } } }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ResendVerification { resendVerificationEmail { message errors { message } } }\n": typeof types.ResendVerificationDocument,
    "\n  query AltFormCategories { adminCategories { id name children { id name children { id name } } } }\n": typeof types.AltFormCategoriesDocument,
    "\n  mutation CreateProductWithVariants($input: ProductWithVariantsInput!) {\n    createProductWithVariants(input: $input) { product { id title } errors { field message } }\n  }\n": typeof types.CreateProductWithVariantsDocument,
    "query AdminAttributes { adminAttributes { id name values { id value code } } }": typeof types.AdminAttributesDocument,
    "mutation CreateAttribute($input: AttributeInput!) { createAttribute(input: $input) { attribute { id } errors { field message } } }": typeof types.CreateAttributeDocument,
    "mutation UpdateAttribute($id: Int!, $input: AttributeInput!) { updateAttribute(id: $id, input: $input) { attribute { id } errors { field message } } }": typeof types.UpdateAttributeDocument,
    "mutation DeleteAttribute($id: Int!) { deleteAttribute(id: $id) { ok message } }": typeof types.DeleteAttributeDocument,
    "query AdminBrands { adminBrands { id name status } }": typeof types.AdminBrandsDocument,
    "mutation DeleteBrand($id: Int!) { deleteBrand(id: $id) { ok message } }": typeof types.DeleteBrandDocument,
    "mutation CreateBrand($input: BrandInput!) { createBrand(input: $input) { brand { id } errors { field message } } }": typeof types.CreateBrandDocument,
    "mutation UpdateBrand($id: Int!, $input: BrandInput!) { updateBrand(id: $id, input: $input) { brand { id } errors { field message } } }": typeof types.UpdateBrandDocument,
    "\n  query AdminCategories { adminCategories { id name status parentId children { id name status parentId children { id name status parentId } } } }\n": typeof types.AdminCategoriesDocument,
    "mutation DeleteCategory($id: Int!) { deleteCategory(id: $id) { ok message } }": typeof types.DeleteCategoryDocument,
    "mutation CreateCategory($input: CategoryInput!) { createCategory(input: $input) { category { id } errors { field message } } }": typeof types.CreateCategoryDocument,
    "mutation UpdateCategory($id: Int!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { category { id } errors { field message } } }": typeof types.UpdateCategoryDocument,
    "query AdminCouriers { adminCouriers { id name trackingUrlTemplate active } }": typeof types.AdminCouriersDocument,
    "\n  mutation CreateCourier($input: CourierInput!) { createCourier(input: $input) { message courier { id name trackingUrlTemplate active } errors { field message } } }\n": typeof types.CreateCourierDocument,
    "\n  mutation UpdateCourier($id: Int!, $input: CourierInput!) { updateCourier(id: $id, input: $input) { message courier { id name trackingUrlTemplate active } errors { field message } } }\n": typeof types.UpdateCourierDocument,
    "mutation DeleteCourier($id: Int!) { deleteCourier(id: $id) { ok message } }": typeof types.DeleteCourierDocument,
    "\n  query AdminDashboard { dashboard { customers orders products revenue30Days daily { day orders revenue } } }\n": typeof types.AdminDashboardDocument,
    "\n  query AdminOrder($id: Int!) {\n    adminOrder(id: $id) {\n      ...OrderSummary ...OrderTimeline\n      paymentAccount codConfirmedAt\n      receipts { id fileName contentType uploadedAt transactionId amountPaid status rejectReason reviewedAt url }\n    }\n    adminCouriers { id name active }\n    shop { timeZone }\n  }\n": typeof types.AdminOrderDocument,
    "\n  mutation UpdateOrder($id: Int!, $status: String!, $paymentStatus: String!, $courierId: Int, $trackingNumber: String) {\n    updateOrder(id: $id, status: $status, paymentStatus: $paymentStatus, courierId: $courierId, trackingNumber: $trackingNumber) {\n      message order { id status paymentStatus } errors { field message }\n    }\n  }\n": typeof types.UpdateOrderDocument,
    "\n  mutation VerifyPaymentReceipt($id: Int!) { verifyPaymentReceipt(id: $id) { message order { id paymentStatus } errors { field message } } }\n": typeof types.VerifyPaymentReceiptDocument,
    "\n  mutation RejectPaymentReceipt($id: Int!, $reason: String!) { rejectPaymentReceipt(id: $id, reason: $reason) { message order { id } errors { field message } } }\n": typeof types.RejectPaymentReceiptDocument,
    "\n  mutation ConfirmCodOrder($id: Int!) { confirmCodOrder(id: $id) { message order { id codConfirmedAt } errors { field message } } }\n": typeof types.ConfirmCodOrderDocument,
    "\n  query AdminOrders($search: String, $sort: String, $direction: String, $page: Int!, $filter: AdminOrderFilter) {\n    adminOrders(search: $search, sort: $sort, direction: $direction, page: $page, perPage: 20, filter: $filter) {\n      items { id name email grandTotal createdAt paymentStatus status }\n      meta { currentPage lastPage perPage total }\n    }\n    shop { timeZone }\n  }\n": typeof types.AdminOrdersDocument,
    "\n  mutation AdminChangePassword($input: ChangePasswordInput!) { adminChangePassword(input: $input) { token message errors { field message } } }\n": typeof types.AdminChangePasswordDocument,
    "\n  query ProductFormData($id: Int!, $edit: Boolean!) {\n    adminCategories { id name children { id name children { id name } } }\n    adminBrands { id name }\n    adminAttributes { id name values { id value code } }\n    adminProduct(id: $id) @include(if: $edit) {\n      id title price comparePrice qty sku barcode status isFeatured shortDescription description version\n      category { id } brand { id }\n      images { id image isDefault thumbnailUrl(width: 300) }\n      attributeValues { id qty attribute { id } }\n      variants { id sku price stock size color }\n    }\n  }\n": typeof types.ProductFormDataDocument,
    "\n  mutation CreateProduct($input: ProductInput!, $gallery: [Upload!]) { createProduct(input: $input, gallery: $gallery) { product { id } errors { field message code } } }\n": typeof types.CreateProductDocument,
    "\n  mutation UploadProductImage($productId: Int!, $file: Upload!) { uploadProductImage(productId: $productId, file: $file) { image { id } errors { field message } } }\n": typeof types.UploadProductImageDocument,
    "\n  mutation UpdateProduct($id: Int!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { product { id } errors { field message code } } }\n": typeof types.UpdateProductDocument,
    "mutation SetDefaultImage($productId: Int!, $imageId: Int!) { setDefaultProductImage(productId: $productId, imageId: $imageId) { ok message } }": typeof types.SetDefaultImageDocument,
    "mutation DeleteImage($id: Int!) { deleteProductImage(id: $id) { ok message } }": typeof types.DeleteImageDocument,
    "\n  query AdminProducts($search: String, $sort: String, $direction: String, $page: Int!) {\n    adminProducts(search: $search, sort: $sort, direction: $direction, page: $page, perPage: 20) {\n      items { id title price qty sku status thumbnailUrl(width: 300) }\n      meta { currentPage lastPage perPage total }\n    }\n  }\n": typeof types.AdminProductsDocument,
    "mutation DeleteProduct($id: Int!) { deleteProduct(id: $id) { ok message } }": typeof types.DeleteProductDocument,
    "\n  query CheckStock($productId: Int!, $qty: Int, $items: [StockItemInput!], $variantId: Int) {\n    checkStock(productId: $productId, qty: $qty, items: $items, variantId: $variantId) { available message stock }\n  }\n": typeof types.CheckStockDocument,
    "\n  query CheckoutData {\n    me { id name email }\n    provinces\n    checkoutOptions { cardEnabled publishableKey cardDisabledReason shipping paymentMethods { code label instructions } }\n  }\n": typeof types.CheckoutDataDocument,
    "query Cities($province: String!) { cities(province: $province) { name } }": typeof types.CitiesDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) { message order { id } errors { field message code } }\n  }\n": typeof types.PlaceOrderDocument,
    "\n  mutation CreatePaymentIntent($cart: [CartLineGqlInput!]!, $amount: Float, $key: String) {\n    createPaymentIntent(cart: $cart, amount: $amount, idempotencyKey: $key) { clientSecret paymentIntentId errors { field message } }\n  }\n": typeof types.CreatePaymentIntentDocument,
    "query OrderConfirmation($id: Int!) { myOrder(id: $id) { ...OrderSummary ...CustomerReceipts } shop { timeZone } }": typeof types.OrderConfirmationDocument,
    "\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      message\n      errors { field message }\n    }\n  }\n": typeof types.SubmitContactDocument,
    "\n  query SearchProducts($search: String!) {\n    searchProducts(search: $search) {\n      id\n      title\n      price\n      comparePrice\n      thumbnailUrl(width: 300)\n    }\n  }\n": typeof types.SearchProductsDocument,
    "\n  query AddToCartProduct($id: Int!) {\n    product(id: $id) { ...PurchaseOptions thumbnailUrl(width: 300) }\n  }\n": typeof types.AddToCartProductDocument,
    "\n  query HomeProducts {\n    latestProducts { ...ProductCard }\n    featuredProducts { ...ProductCard }\n  }\n": typeof types.HomeProductsDocument,
    "\n  query ProductDetails($id: Int!) {\n    product(id: $id) {\n      ...PurchaseOptions\n      sku\n      shortDescription\n      description\n      averageRating\n      reviewCount\n      category { id name }\n      images { id imageUrl large: thumbnailUrl(width: 800) thumb: thumbnailUrl(width: 300) }\n    }\n  }\n": typeof types.ProductDetailsDocument,
    "\n  query ProductReviews($id: Int!) {\n    productReviews(productId: $id) { id name comment rating createdAt }\n    shop { timeZone }\n  }\n": typeof types.ProductReviewsDocument,
    "\n  fragment PurchaseOptions on Product {\n    id\n    title\n    price\n    comparePrice\n    stock\n    imageUrl\n    attributeValues { id value code qty attribute { id name } }\n    variants { id price stock options { id value code qty attribute { id name } } }\n  }\n": typeof types.PurchaseOptionsFragmentDoc,
    "\n  mutation CreateReview($input: ReviewInput!) {\n    createReview(input: $input) {\n      review { id name comment rating createdAt }\n      errors { field message }\n    }\n  }\n": typeof types.CreateReviewDocument,
    "\n  query ShopFilters {\n    categories { id name children { id name children { id name } } }\n    brands { id name }\n  }\n": typeof types.ShopFiltersDocument,
    "\n  query ShopProducts($filter: ProductFilterInput, $sort: ProductSort!, $after: String) {\n    productFeed(filter: $filter, sort: $sort, after: $after) {\n      items { ...ProductCard }\n      nextCursor\n      hasMore\n      total\n    }\n  }\n": typeof types.ShopProductsDocument,
    "\n  query ShopSettings { shop { timeZone } }\n": typeof types.ShopSettingsDocument,
};
const documents: Documents = {
    "mutation Logout { logout { message } }": types.LogoutDocument,
    "\n  fragment OrderSummary on Order {\n    id name email address city street zip mobile status paymentStatus paymentMethod paymentMethodLabel paymentInstructions\n    subTotal shipping grandTotal createdAt trackingNumber trackingUrl courier { id name }\n    items { id name qty price sizeName colorName attributes imageUrl }\n  }\n": types.OrderSummaryFragmentDoc,
    "\n  fragment OrderTimeline on Order { id history { id summary actorName createdAt } }\n": types.OrderTimelineFragmentDoc,
    "\n  fragment CustomerReceipts on Order {\n    id canUploadReceipt paymentStatus\n    receipts { id fileName uploadedAt status rejectReason transactionId amountPaid }\n  }\n": types.CustomerReceiptsFragmentDoc,
    "\n  mutation UploadPaymentReceipt($orderId: Int!, $file: Upload!, $transactionId: String, $amountPaid: Float) {\n    uploadPaymentReceipt(orderId: $orderId, file: $file, transactionId: $transactionId, amountPaid: $amountPaid) {\n      message\n      errors { field message }\n      order { id ...CustomerReceipts ...OrderTimeline }\n    }\n  }\n": types.UploadPaymentReceiptDocument,
    "\n  fragment ProductCard on Product {\n    id\n    title\n    price\n    comparePrice\n    stock\n    averageRating\n    reviewCount\n    thumbnailUrl(width: 300)\n  }\n": types.ProductCardFragmentDoc,
    "\n  query CustomerDashboard {\n    me { id name email }\n    myOrders(page: 1) {\n      items { id grandTotal createdAt paymentStatus status }\n      meta { total }\n    }\n    shop { timeZone }\n  }\n": types.CustomerDashboardDocument,
    "\n  mutation ForgotPassword($email: String!) { forgotPassword(email: $email) { message errors { field message } } }\n": types.ForgotPasswordDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) { token user { id name verified } errors { field message code } }\n  }\n": types.LoginDocument,
    "\n  mutation AdminLogin($input: LoginInput!) { adminLogin(input: $input) { token user { id name } errors { field message code } } }\n": types.AdminLoginDocument,
    "\n  query MyOrder($id: Int!) { myOrder(id: $id) { ...OrderSummary ...CustomerReceipts ...OrderTimeline } shop { timeZone } }\n": types.MyOrderDocument,
    "\n  query MyOrders($search: String, $page: Int!) {\n    myOrders(search: $search, page: $page) {\n      items { id grandTotal createdAt paymentStatus status }\n      meta { currentPage lastPage total perPage }\n    }\n    shop { timeZone }\n  }\n": types.MyOrdersDocument,
    "query Profile { me { id name email verified } }": types.ProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { user { id name email } token message errors { field message } } }\n": types.UpdateProfileDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) { token user { id name verified } errors { field message } }\n  }\n": types.RegisterDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { message errors { field message } } }\n": types.ResetPasswordDocument,
    "\n  mutation ResendVerification { resendVerificationEmail { message errors { message } } }\n": types.ResendVerificationDocument,
    "\n  query AltFormCategories { adminCategories { id name children { id name children { id name } } } }\n": types.AltFormCategoriesDocument,
    "\n  mutation CreateProductWithVariants($input: ProductWithVariantsInput!) {\n    createProductWithVariants(input: $input) { product { id title } errors { field message } }\n  }\n": types.CreateProductWithVariantsDocument,
    "query AdminAttributes { adminAttributes { id name values { id value code } } }": types.AdminAttributesDocument,
    "mutation CreateAttribute($input: AttributeInput!) { createAttribute(input: $input) { attribute { id } errors { field message } } }": types.CreateAttributeDocument,
    "mutation UpdateAttribute($id: Int!, $input: AttributeInput!) { updateAttribute(id: $id, input: $input) { attribute { id } errors { field message } } }": types.UpdateAttributeDocument,
    "mutation DeleteAttribute($id: Int!) { deleteAttribute(id: $id) { ok message } }": types.DeleteAttributeDocument,
    "query AdminBrands { adminBrands { id name status } }": types.AdminBrandsDocument,
    "mutation DeleteBrand($id: Int!) { deleteBrand(id: $id) { ok message } }": types.DeleteBrandDocument,
    "mutation CreateBrand($input: BrandInput!) { createBrand(input: $input) { brand { id } errors { field message } } }": types.CreateBrandDocument,
    "mutation UpdateBrand($id: Int!, $input: BrandInput!) { updateBrand(id: $id, input: $input) { brand { id } errors { field message } } }": types.UpdateBrandDocument,
    "\n  query AdminCategories { adminCategories { id name status parentId children { id name status parentId children { id name status parentId } } } }\n": types.AdminCategoriesDocument,
    "mutation DeleteCategory($id: Int!) { deleteCategory(id: $id) { ok message } }": types.DeleteCategoryDocument,
    "mutation CreateCategory($input: CategoryInput!) { createCategory(input: $input) { category { id } errors { field message } } }": types.CreateCategoryDocument,
    "mutation UpdateCategory($id: Int!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { category { id } errors { field message } } }": types.UpdateCategoryDocument,
    "query AdminCouriers { adminCouriers { id name trackingUrlTemplate active } }": types.AdminCouriersDocument,
    "\n  mutation CreateCourier($input: CourierInput!) { createCourier(input: $input) { message courier { id name trackingUrlTemplate active } errors { field message } } }\n": types.CreateCourierDocument,
    "\n  mutation UpdateCourier($id: Int!, $input: CourierInput!) { updateCourier(id: $id, input: $input) { message courier { id name trackingUrlTemplate active } errors { field message } } }\n": types.UpdateCourierDocument,
    "mutation DeleteCourier($id: Int!) { deleteCourier(id: $id) { ok message } }": types.DeleteCourierDocument,
    "\n  query AdminDashboard { dashboard { customers orders products revenue30Days daily { day orders revenue } } }\n": types.AdminDashboardDocument,
    "\n  query AdminOrder($id: Int!) {\n    adminOrder(id: $id) {\n      ...OrderSummary ...OrderTimeline\n      paymentAccount codConfirmedAt\n      receipts { id fileName contentType uploadedAt transactionId amountPaid status rejectReason reviewedAt url }\n    }\n    adminCouriers { id name active }\n    shop { timeZone }\n  }\n": types.AdminOrderDocument,
    "\n  mutation UpdateOrder($id: Int!, $status: String!, $paymentStatus: String!, $courierId: Int, $trackingNumber: String) {\n    updateOrder(id: $id, status: $status, paymentStatus: $paymentStatus, courierId: $courierId, trackingNumber: $trackingNumber) {\n      message order { id status paymentStatus } errors { field message }\n    }\n  }\n": types.UpdateOrderDocument,
    "\n  mutation VerifyPaymentReceipt($id: Int!) { verifyPaymentReceipt(id: $id) { message order { id paymentStatus } errors { field message } } }\n": types.VerifyPaymentReceiptDocument,
    "\n  mutation RejectPaymentReceipt($id: Int!, $reason: String!) { rejectPaymentReceipt(id: $id, reason: $reason) { message order { id } errors { field message } } }\n": types.RejectPaymentReceiptDocument,
    "\n  mutation ConfirmCodOrder($id: Int!) { confirmCodOrder(id: $id) { message order { id codConfirmedAt } errors { field message } } }\n": types.ConfirmCodOrderDocument,
    "\n  query AdminOrders($search: String, $sort: String, $direction: String, $page: Int!, $filter: AdminOrderFilter) {\n    adminOrders(search: $search, sort: $sort, direction: $direction, page: $page, perPage: 20, filter: $filter) {\n      items { id name email grandTotal createdAt paymentStatus status }\n      meta { currentPage lastPage perPage total }\n    }\n    shop { timeZone }\n  }\n": types.AdminOrdersDocument,
    "\n  mutation AdminChangePassword($input: ChangePasswordInput!) { adminChangePassword(input: $input) { token message errors { field message } } }\n": types.AdminChangePasswordDocument,
    "\n  query ProductFormData($id: Int!, $edit: Boolean!) {\n    adminCategories { id name children { id name children { id name } } }\n    adminBrands { id name }\n    adminAttributes { id name values { id value code } }\n    adminProduct(id: $id) @include(if: $edit) {\n      id title price comparePrice qty sku barcode status isFeatured shortDescription description version\n      category { id } brand { id }\n      images { id image isDefault thumbnailUrl(width: 300) }\n      attributeValues { id qty attribute { id } }\n      variants { id sku price stock size color }\n    }\n  }\n": types.ProductFormDataDocument,
    "\n  mutation CreateProduct($input: ProductInput!, $gallery: [Upload!]) { createProduct(input: $input, gallery: $gallery) { product { id } errors { field message code } } }\n": types.CreateProductDocument,
    "\n  mutation UploadProductImage($productId: Int!, $file: Upload!) { uploadProductImage(productId: $productId, file: $file) { image { id } errors { field message } } }\n": types.UploadProductImageDocument,
    "\n  mutation UpdateProduct($id: Int!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { product { id } errors { field message code } } }\n": types.UpdateProductDocument,
    "mutation SetDefaultImage($productId: Int!, $imageId: Int!) { setDefaultProductImage(productId: $productId, imageId: $imageId) { ok message } }": types.SetDefaultImageDocument,
    "mutation DeleteImage($id: Int!) { deleteProductImage(id: $id) { ok message } }": types.DeleteImageDocument,
    "\n  query AdminProducts($search: String, $sort: String, $direction: String, $page: Int!) {\n    adminProducts(search: $search, sort: $sort, direction: $direction, page: $page, perPage: 20) {\n      items { id title price qty sku status thumbnailUrl(width: 300) }\n      meta { currentPage lastPage perPage total }\n    }\n  }\n": types.AdminProductsDocument,
    "mutation DeleteProduct($id: Int!) { deleteProduct(id: $id) { ok message } }": types.DeleteProductDocument,
    "\n  query CheckStock($productId: Int!, $qty: Int, $items: [StockItemInput!], $variantId: Int) {\n    checkStock(productId: $productId, qty: $qty, items: $items, variantId: $variantId) { available message stock }\n  }\n": types.CheckStockDocument,
    "\n  query CheckoutData {\n    me { id name email }\n    provinces\n    checkoutOptions { cardEnabled publishableKey cardDisabledReason shipping paymentMethods { code label instructions } }\n  }\n": types.CheckoutDataDocument,
    "query Cities($province: String!) { cities(province: $province) { name } }": types.CitiesDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) { message order { id } errors { field message code } }\n  }\n": types.PlaceOrderDocument,
    "\n  mutation CreatePaymentIntent($cart: [CartLineGqlInput!]!, $amount: Float, $key: String) {\n    createPaymentIntent(cart: $cart, amount: $amount, idempotencyKey: $key) { clientSecret paymentIntentId errors { field message } }\n  }\n": types.CreatePaymentIntentDocument,
    "query OrderConfirmation($id: Int!) { myOrder(id: $id) { ...OrderSummary ...CustomerReceipts } shop { timeZone } }": types.OrderConfirmationDocument,
    "\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      message\n      errors { field message }\n    }\n  }\n": types.SubmitContactDocument,
    "\n  query SearchProducts($search: String!) {\n    searchProducts(search: $search) {\n      id\n      title\n      price\n      comparePrice\n      thumbnailUrl(width: 300)\n    }\n  }\n": types.SearchProductsDocument,
    "\n  query AddToCartProduct($id: Int!) {\n    product(id: $id) { ...PurchaseOptions thumbnailUrl(width: 300) }\n  }\n": types.AddToCartProductDocument,
    "\n  query HomeProducts {\n    latestProducts { ...ProductCard }\n    featuredProducts { ...ProductCard }\n  }\n": types.HomeProductsDocument,
    "\n  query ProductDetails($id: Int!) {\n    product(id: $id) {\n      ...PurchaseOptions\n      sku\n      shortDescription\n      description\n      averageRating\n      reviewCount\n      category { id name }\n      images { id imageUrl large: thumbnailUrl(width: 800) thumb: thumbnailUrl(width: 300) }\n    }\n  }\n": types.ProductDetailsDocument,
    "\n  query ProductReviews($id: Int!) {\n    productReviews(productId: $id) { id name comment rating createdAt }\n    shop { timeZone }\n  }\n": types.ProductReviewsDocument,
    "\n  fragment PurchaseOptions on Product {\n    id\n    title\n    price\n    comparePrice\n    stock\n    imageUrl\n    attributeValues { id value code qty attribute { id name } }\n    variants { id price stock options { id value code qty attribute { id name } } }\n  }\n": types.PurchaseOptionsFragmentDoc,
    "\n  mutation CreateReview($input: ReviewInput!) {\n    createReview(input: $input) {\n      review { id name comment rating createdAt }\n      errors { field message }\n    }\n  }\n": types.CreateReviewDocument,
    "\n  query ShopFilters {\n    categories { id name children { id name children { id name } } }\n    brands { id name }\n  }\n": types.ShopFiltersDocument,
    "\n  query ShopProducts($filter: ProductFilterInput, $sort: ProductSort!, $after: String) {\n    productFeed(filter: $filter, sort: $sort, after: $after) {\n      items { ...ProductCard }\n      nextCursor\n      hasMore\n      total\n    }\n  }\n": types.ShopProductsDocument,
    "\n  query ShopSettings { shop { timeZone } }\n": types.ShopSettingsDocument,
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
export function graphql(source: "mutation Logout { logout { message } }"): (typeof documents)["mutation Logout { logout { message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderSummary on Order {\n    id name email address city street zip mobile status paymentStatus paymentMethod paymentMethodLabel paymentInstructions\n    subTotal shipping grandTotal createdAt trackingNumber trackingUrl courier { id name }\n    items { id name qty price sizeName colorName attributes imageUrl }\n  }\n"): (typeof documents)["\n  fragment OrderSummary on Order {\n    id name email address city street zip mobile status paymentStatus paymentMethod paymentMethodLabel paymentInstructions\n    subTotal shipping grandTotal createdAt trackingNumber trackingUrl courier { id name }\n    items { id name qty price sizeName colorName attributes imageUrl }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderTimeline on Order { id history { id summary actorName createdAt } }\n"): (typeof documents)["\n  fragment OrderTimeline on Order { id history { id summary actorName createdAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerReceipts on Order {\n    id canUploadReceipt paymentStatus\n    receipts { id fileName uploadedAt status rejectReason transactionId amountPaid }\n  }\n"): (typeof documents)["\n  fragment CustomerReceipts on Order {\n    id canUploadReceipt paymentStatus\n    receipts { id fileName uploadedAt status rejectReason transactionId amountPaid }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadPaymentReceipt($orderId: Int!, $file: Upload!, $transactionId: String, $amountPaid: Float) {\n    uploadPaymentReceipt(orderId: $orderId, file: $file, transactionId: $transactionId, amountPaid: $amountPaid) {\n      message\n      errors { field message }\n      order { id ...CustomerReceipts ...OrderTimeline }\n    }\n  }\n"): (typeof documents)["\n  mutation UploadPaymentReceipt($orderId: Int!, $file: Upload!, $transactionId: String, $amountPaid: Float) {\n    uploadPaymentReceipt(orderId: $orderId, file: $file, transactionId: $transactionId, amountPaid: $amountPaid) {\n      message\n      errors { field message }\n      order { id ...CustomerReceipts ...OrderTimeline }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard on Product {\n    id\n    title\n    price\n    comparePrice\n    stock\n    averageRating\n    reviewCount\n    thumbnailUrl(width: 300)\n  }\n"): (typeof documents)["\n  fragment ProductCard on Product {\n    id\n    title\n    price\n    comparePrice\n    stock\n    averageRating\n    reviewCount\n    thumbnailUrl(width: 300)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerDashboard {\n    me { id name email }\n    myOrders(page: 1) {\n      items { id grandTotal createdAt paymentStatus status }\n      meta { total }\n    }\n    shop { timeZone }\n  }\n"): (typeof documents)["\n  query CustomerDashboard {\n    me { id name email }\n    myOrders(page: 1) {\n      items { id grandTotal createdAt paymentStatus status }\n      meta { total }\n    }\n    shop { timeZone }\n  }\n"];
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
export function graphql(source: "\n  mutation AdminLogin($input: LoginInput!) { adminLogin(input: $input) { token user { id name } errors { field message code } } }\n"): (typeof documents)["\n  mutation AdminLogin($input: LoginInput!) { adminLogin(input: $input) { token user { id name } errors { field message code } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrder($id: Int!) { myOrder(id: $id) { ...OrderSummary ...CustomerReceipts ...OrderTimeline } shop { timeZone } }\n"): (typeof documents)["\n  query MyOrder($id: Int!) { myOrder(id: $id) { ...OrderSummary ...CustomerReceipts ...OrderTimeline } shop { timeZone } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrders($search: String, $page: Int!) {\n    myOrders(search: $search, page: $page) {\n      items { id grandTotal createdAt paymentStatus status }\n      meta { currentPage lastPage total perPage }\n    }\n    shop { timeZone }\n  }\n"): (typeof documents)["\n  query MyOrders($search: String, $page: Int!) {\n    myOrders(search: $search, page: $page) {\n      items { id grandTotal createdAt paymentStatus status }\n      meta { currentPage lastPage total perPage }\n    }\n    shop { timeZone }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Profile { me { id name email verified } }"): (typeof documents)["query Profile { me { id name email verified } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { user { id name email } token message errors { field message } } }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { user { id name email } token message errors { field message } } }\n"];
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
export function graphql(source: "\n  query AltFormCategories { adminCategories { id name children { id name children { id name } } } }\n"): (typeof documents)["\n  query AltFormCategories { adminCategories { id name children { id name children { id name } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProductWithVariants($input: ProductWithVariantsInput!) {\n    createProductWithVariants(input: $input) { product { id title } errors { field message } }\n  }\n"): (typeof documents)["\n  mutation CreateProductWithVariants($input: ProductWithVariantsInput!) {\n    createProductWithVariants(input: $input) { product { id title } errors { field message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminAttributes { adminAttributes { id name values { id value code } } }"): (typeof documents)["query AdminAttributes { adminAttributes { id name values { id value code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateAttribute($input: AttributeInput!) { createAttribute(input: $input) { attribute { id } errors { field message } } }"): (typeof documents)["mutation CreateAttribute($input: AttributeInput!) { createAttribute(input: $input) { attribute { id } errors { field message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateAttribute($id: Int!, $input: AttributeInput!) { updateAttribute(id: $id, input: $input) { attribute { id } errors { field message } } }"): (typeof documents)["mutation UpdateAttribute($id: Int!, $input: AttributeInput!) { updateAttribute(id: $id, input: $input) { attribute { id } errors { field message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteAttribute($id: Int!) { deleteAttribute(id: $id) { ok message } }"): (typeof documents)["mutation DeleteAttribute($id: Int!) { deleteAttribute(id: $id) { ok message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminBrands { adminBrands { id name status } }"): (typeof documents)["query AdminBrands { adminBrands { id name status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteBrand($id: Int!) { deleteBrand(id: $id) { ok message } }"): (typeof documents)["mutation DeleteBrand($id: Int!) { deleteBrand(id: $id) { ok message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateBrand($input: BrandInput!) { createBrand(input: $input) { brand { id } errors { field message } } }"): (typeof documents)["mutation CreateBrand($input: BrandInput!) { createBrand(input: $input) { brand { id } errors { field message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateBrand($id: Int!, $input: BrandInput!) { updateBrand(id: $id, input: $input) { brand { id } errors { field message } } }"): (typeof documents)["mutation UpdateBrand($id: Int!, $input: BrandInput!) { updateBrand(id: $id, input: $input) { brand { id } errors { field message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCategories { adminCategories { id name status parentId children { id name status parentId children { id name status parentId } } } }\n"): (typeof documents)["\n  query AdminCategories { adminCategories { id name status parentId children { id name status parentId children { id name status parentId } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteCategory($id: Int!) { deleteCategory(id: $id) { ok message } }"): (typeof documents)["mutation DeleteCategory($id: Int!) { deleteCategory(id: $id) { ok message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateCategory($input: CategoryInput!) { createCategory(input: $input) { category { id } errors { field message } } }"): (typeof documents)["mutation CreateCategory($input: CategoryInput!) { createCategory(input: $input) { category { id } errors { field message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCategory($id: Int!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { category { id } errors { field message } } }"): (typeof documents)["mutation UpdateCategory($id: Int!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { category { id } errors { field message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminCouriers { adminCouriers { id name trackingUrlTemplate active } }"): (typeof documents)["query AdminCouriers { adminCouriers { id name trackingUrlTemplate active } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCourier($input: CourierInput!) { createCourier(input: $input) { message courier { id name trackingUrlTemplate active } errors { field message } } }\n"): (typeof documents)["\n  mutation CreateCourier($input: CourierInput!) { createCourier(input: $input) { message courier { id name trackingUrlTemplate active } errors { field message } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCourier($id: Int!, $input: CourierInput!) { updateCourier(id: $id, input: $input) { message courier { id name trackingUrlTemplate active } errors { field message } } }\n"): (typeof documents)["\n  mutation UpdateCourier($id: Int!, $input: CourierInput!) { updateCourier(id: $id, input: $input) { message courier { id name trackingUrlTemplate active } errors { field message } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteCourier($id: Int!) { deleteCourier(id: $id) { ok message } }"): (typeof documents)["mutation DeleteCourier($id: Int!) { deleteCourier(id: $id) { ok message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboard { dashboard { customers orders products revenue30Days daily { day orders revenue } } }\n"): (typeof documents)["\n  query AdminDashboard { dashboard { customers orders products revenue30Days daily { day orders revenue } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrder($id: Int!) {\n    adminOrder(id: $id) {\n      ...OrderSummary ...OrderTimeline\n      paymentAccount codConfirmedAt\n      receipts { id fileName contentType uploadedAt transactionId amountPaid status rejectReason reviewedAt url }\n    }\n    adminCouriers { id name active }\n    shop { timeZone }\n  }\n"): (typeof documents)["\n  query AdminOrder($id: Int!) {\n    adminOrder(id: $id) {\n      ...OrderSummary ...OrderTimeline\n      paymentAccount codConfirmedAt\n      receipts { id fileName contentType uploadedAt transactionId amountPaid status rejectReason reviewedAt url }\n    }\n    adminCouriers { id name active }\n    shop { timeZone }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrder($id: Int!, $status: String!, $paymentStatus: String!, $courierId: Int, $trackingNumber: String) {\n    updateOrder(id: $id, status: $status, paymentStatus: $paymentStatus, courierId: $courierId, trackingNumber: $trackingNumber) {\n      message order { id status paymentStatus } errors { field message }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrder($id: Int!, $status: String!, $paymentStatus: String!, $courierId: Int, $trackingNumber: String) {\n    updateOrder(id: $id, status: $status, paymentStatus: $paymentStatus, courierId: $courierId, trackingNumber: $trackingNumber) {\n      message order { id status paymentStatus } errors { field message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyPaymentReceipt($id: Int!) { verifyPaymentReceipt(id: $id) { message order { id paymentStatus } errors { field message } } }\n"): (typeof documents)["\n  mutation VerifyPaymentReceipt($id: Int!) { verifyPaymentReceipt(id: $id) { message order { id paymentStatus } errors { field message } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectPaymentReceipt($id: Int!, $reason: String!) { rejectPaymentReceipt(id: $id, reason: $reason) { message order { id } errors { field message } } }\n"): (typeof documents)["\n  mutation RejectPaymentReceipt($id: Int!, $reason: String!) { rejectPaymentReceipt(id: $id, reason: $reason) { message order { id } errors { field message } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmCodOrder($id: Int!) { confirmCodOrder(id: $id) { message order { id codConfirmedAt } errors { field message } } }\n"): (typeof documents)["\n  mutation ConfirmCodOrder($id: Int!) { confirmCodOrder(id: $id) { message order { id codConfirmedAt } errors { field message } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrders($search: String, $sort: String, $direction: String, $page: Int!, $filter: AdminOrderFilter) {\n    adminOrders(search: $search, sort: $sort, direction: $direction, page: $page, perPage: 20, filter: $filter) {\n      items { id name email grandTotal createdAt paymentStatus status }\n      meta { currentPage lastPage perPage total }\n    }\n    shop { timeZone }\n  }\n"): (typeof documents)["\n  query AdminOrders($search: String, $sort: String, $direction: String, $page: Int!, $filter: AdminOrderFilter) {\n    adminOrders(search: $search, sort: $sort, direction: $direction, page: $page, perPage: 20, filter: $filter) {\n      items { id name email grandTotal createdAt paymentStatus status }\n      meta { currentPage lastPage perPage total }\n    }\n    shop { timeZone }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminChangePassword($input: ChangePasswordInput!) { adminChangePassword(input: $input) { token message errors { field message } } }\n"): (typeof documents)["\n  mutation AdminChangePassword($input: ChangePasswordInput!) { adminChangePassword(input: $input) { token message errors { field message } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductFormData($id: Int!, $edit: Boolean!) {\n    adminCategories { id name children { id name children { id name } } }\n    adminBrands { id name }\n    adminAttributes { id name values { id value code } }\n    adminProduct(id: $id) @include(if: $edit) {\n      id title price comparePrice qty sku barcode status isFeatured shortDescription description version\n      category { id } brand { id }\n      images { id image isDefault thumbnailUrl(width: 300) }\n      attributeValues { id qty attribute { id } }\n      variants { id sku price stock size color }\n    }\n  }\n"): (typeof documents)["\n  query ProductFormData($id: Int!, $edit: Boolean!) {\n    adminCategories { id name children { id name children { id name } } }\n    adminBrands { id name }\n    adminAttributes { id name values { id value code } }\n    adminProduct(id: $id) @include(if: $edit) {\n      id title price comparePrice qty sku barcode status isFeatured shortDescription description version\n      category { id } brand { id }\n      images { id image isDefault thumbnailUrl(width: 300) }\n      attributeValues { id qty attribute { id } }\n      variants { id sku price stock size color }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProduct($input: ProductInput!, $gallery: [Upload!]) { createProduct(input: $input, gallery: $gallery) { product { id } errors { field message code } } }\n"): (typeof documents)["\n  mutation CreateProduct($input: ProductInput!, $gallery: [Upload!]) { createProduct(input: $input, gallery: $gallery) { product { id } errors { field message code } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadProductImage($productId: Int!, $file: Upload!) { uploadProductImage(productId: $productId, file: $file) { image { id } errors { field message } } }\n"): (typeof documents)["\n  mutation UploadProductImage($productId: Int!, $file: Upload!) { uploadProductImage(productId: $productId, file: $file) { image { id } errors { field message } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($id: Int!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { product { id } errors { field message code } } }\n"): (typeof documents)["\n  mutation UpdateProduct($id: Int!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { product { id } errors { field message code } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetDefaultImage($productId: Int!, $imageId: Int!) { setDefaultProductImage(productId: $productId, imageId: $imageId) { ok message } }"): (typeof documents)["mutation SetDefaultImage($productId: Int!, $imageId: Int!) { setDefaultProductImage(productId: $productId, imageId: $imageId) { ok message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteImage($id: Int!) { deleteProductImage(id: $id) { ok message } }"): (typeof documents)["mutation DeleteImage($id: Int!) { deleteProductImage(id: $id) { ok message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProducts($search: String, $sort: String, $direction: String, $page: Int!) {\n    adminProducts(search: $search, sort: $sort, direction: $direction, page: $page, perPage: 20) {\n      items { id title price qty sku status thumbnailUrl(width: 300) }\n      meta { currentPage lastPage perPage total }\n    }\n  }\n"): (typeof documents)["\n  query AdminProducts($search: String, $sort: String, $direction: String, $page: Int!) {\n    adminProducts(search: $search, sort: $sort, direction: $direction, page: $page, perPage: 20) {\n      items { id title price qty sku status thumbnailUrl(width: 300) }\n      meta { currentPage lastPage perPage total }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteProduct($id: Int!) { deleteProduct(id: $id) { ok message } }"): (typeof documents)["mutation DeleteProduct($id: Int!) { deleteProduct(id: $id) { ok message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckStock($productId: Int!, $qty: Int, $items: [StockItemInput!], $variantId: Int) {\n    checkStock(productId: $productId, qty: $qty, items: $items, variantId: $variantId) { available message stock }\n  }\n"): (typeof documents)["\n  query CheckStock($productId: Int!, $qty: Int, $items: [StockItemInput!], $variantId: Int) {\n    checkStock(productId: $productId, qty: $qty, items: $items, variantId: $variantId) { available message stock }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutData {\n    me { id name email }\n    provinces\n    checkoutOptions { cardEnabled publishableKey cardDisabledReason shipping paymentMethods { code label instructions } }\n  }\n"): (typeof documents)["\n  query CheckoutData {\n    me { id name email }\n    provinces\n    checkoutOptions { cardEnabled publishableKey cardDisabledReason shipping paymentMethods { code label instructions } }\n  }\n"];
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
export function graphql(source: "query OrderConfirmation($id: Int!) { myOrder(id: $id) { ...OrderSummary ...CustomerReceipts } shop { timeZone } }"): (typeof documents)["query OrderConfirmation($id: Int!) { myOrder(id: $id) { ...OrderSummary ...CustomerReceipts } shop { timeZone } }"];
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
export function graphql(source: "\n  query AddToCartProduct($id: Int!) {\n    product(id: $id) { ...PurchaseOptions thumbnailUrl(width: 300) }\n  }\n"): (typeof documents)["\n  query AddToCartProduct($id: Int!) {\n    product(id: $id) { ...PurchaseOptions thumbnailUrl(width: 300) }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeProducts {\n    latestProducts { ...ProductCard }\n    featuredProducts { ...ProductCard }\n  }\n"): (typeof documents)["\n  query HomeProducts {\n    latestProducts { ...ProductCard }\n    featuredProducts { ...ProductCard }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetails($id: Int!) {\n    product(id: $id) {\n      ...PurchaseOptions\n      sku\n      shortDescription\n      description\n      averageRating\n      reviewCount\n      category { id name }\n      images { id imageUrl large: thumbnailUrl(width: 800) thumb: thumbnailUrl(width: 300) }\n    }\n  }\n"): (typeof documents)["\n  query ProductDetails($id: Int!) {\n    product(id: $id) {\n      ...PurchaseOptions\n      sku\n      shortDescription\n      description\n      averageRating\n      reviewCount\n      category { id name }\n      images { id imageUrl large: thumbnailUrl(width: 800) thumb: thumbnailUrl(width: 300) }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductReviews($id: Int!) {\n    productReviews(productId: $id) { id name comment rating createdAt }\n    shop { timeZone }\n  }\n"): (typeof documents)["\n  query ProductReviews($id: Int!) {\n    productReviews(productId: $id) { id name comment rating createdAt }\n    shop { timeZone }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PurchaseOptions on Product {\n    id\n    title\n    price\n    comparePrice\n    stock\n    imageUrl\n    attributeValues { id value code qty attribute { id name } }\n    variants { id price stock options { id value code qty attribute { id name } } }\n  }\n"): (typeof documents)["\n  fragment PurchaseOptions on Product {\n    id\n    title\n    price\n    comparePrice\n    stock\n    imageUrl\n    attributeValues { id value code qty attribute { id name } }\n    variants { id price stock options { id value code qty attribute { id name } } }\n  }\n"];
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
export function graphql(source: "\n  query ShopProducts($filter: ProductFilterInput, $sort: ProductSort!, $after: String) {\n    productFeed(filter: $filter, sort: $sort, after: $after) {\n      items { ...ProductCard }\n      nextCursor\n      hasMore\n      total\n    }\n  }\n"): (typeof documents)["\n  query ShopProducts($filter: ProductFilterInput, $sort: ProductSort!, $after: String) {\n    productFeed(filter: $filter, sort: $sort, after: $after) {\n      items { ...ProductCard }\n      nextCursor\n      hasMore\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopSettings { shop { timeZone } }\n"): (typeof documents)["\n  query ShopSettings { shop { timeZone } }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;