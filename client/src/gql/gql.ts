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
    "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  fragment OrderSummary on Order {\n    id\n    name\n    email\n    address\n    city\n    street\n    zip\n    mobile\n    status\n    paymentStatus\n    paymentMethod\n    paymentMethodLabel\n    paymentInstructions\n    subTotal\n    discount\n    discountCode\n    shipping\n    grandTotal\n    createdAt\n    trackingNumber\n    trackingUrl\n    courier {\n      id\n      name\n    }\n    items {\n      id\n      name\n      qty\n      price\n      sizeName\n      colorName\n      attributes\n      imageUrl\n    }\n  }\n": typeof types.OrderSummaryFragmentDoc,
    "\n  fragment OrderTimeline on Order {\n    id\n    history {\n      id\n      summary\n      actorName\n      createdAt\n    }\n  }\n": typeof types.OrderTimelineFragmentDoc,
    "\n  fragment PagerMeta on PageMeta {\n    currentPage\n    lastPage\n    perPage\n    total\n  }\n": typeof types.PagerMetaFragmentDoc,
    "\n  fragment CustomerReceipts on Order {\n    id\n    canUploadReceipt\n    paymentStatus\n    receipts {\n      id\n      fileName\n      uploadedAt\n      status\n      rejectReason\n      transactionId\n      amountPaid\n    }\n  }\n": typeof types.CustomerReceiptsFragmentDoc,
    "\n  mutation UploadPaymentReceipt($orderId: Int!, $file: Upload!, $transactionId: String, $amountPaid: Float) {\n    uploadPaymentReceipt(\n      orderId: $orderId\n      file: $file\n      transactionId: $transactionId\n      amountPaid: $amountPaid\n    ) {\n      message\n      errors {\n        ...FieldErrors\n      }\n      order {\n        id\n        ...CustomerReceipts\n        ...OrderTimeline\n      }\n    }\n  }\n": typeof types.UploadPaymentReceiptDocument,
    "\n  fragment CategoryTree on Category {\n    id\n    name\n    children {\n      id\n      name\n      children {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CategoryTreeFragmentDoc,
    "\n  query CategoryChoices {\n    adminCategories {\n      ...CategoryTree\n    }\n  }\n": typeof types.CategoryChoicesDocument,
    "\n  query CustomerDashboard {\n    me {\n      id\n      name\n      email\n    }\n    myOrders(page: 1) {\n      items {\n        ...MyOrderRow\n      }\n      meta {\n        total\n      }\n    }\n    shop {\n      timeZone\n    }\n  }\n": typeof types.CustomerDashboardDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  fragment SignedIn on AuthPayload {\n    token\n    message\n    user {\n      id\n      name\n      verified\n    }\n    errors {\n      ...FieldErrors\n    }\n  }\n": typeof types.SignedInFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SignedIn\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation AdminLogin($input: LoginInput!) {\n    adminLogin(input: $input) {\n      ...SignedIn\n    }\n  }\n": typeof types.AdminLoginDocument,
    "\n  query MyOrder($id: Int!) {\n    myOrder(id: $id) {\n      ...OrderSummary\n      ...CustomerReceipts\n      ...OrderTimeline\n    }\n    shop {\n      timeZone\n    }\n  }\n": typeof types.MyOrderDocument,
    "\n  fragment MyOrderRow on Order {\n    id\n    grandTotal\n    createdAt\n    paymentStatus\n    status\n  }\n": typeof types.MyOrderRowFragmentDoc,
    "\n  query MyOrders($search: String, $page: Int!) {\n    myOrders(search: $search, page: $page) {\n      items {\n        ...MyOrderRow\n      }\n      meta {\n        ...PagerMeta\n      }\n    }\n    shop {\n      timeZone\n    }\n  }\n": typeof types.MyOrdersDocument,
    "\n  fragment ProfileFields on User {\n    id\n    name\n    email\n    verified\n  }\n": typeof types.ProfileFieldsFragmentDoc,
    "\n  query Profile {\n    me {\n      ...ProfileFields\n    }\n  }\n": typeof types.ProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        ...ProfileFields\n      }\n      token\n      message\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...SignedIn\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ResendVerification {\n    resendVerificationEmail {\n      message\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": typeof types.ResendVerificationDocument,
    "\n  query AdminAttributes($search: String) {\n    adminAttributes(search: $search) {\n      id\n      name\n      values {\n        id\n        value\n        code\n      }\n    }\n  }\n": typeof types.AdminAttributesDocument,
    "\n  fragment AttributeSaved on AttributePayload {\n    message\n    attribute {\n      id\n    }\n    errors {\n      ...FieldErrors\n    }\n  }\n": typeof types.AttributeSavedFragmentDoc,
    "\n  mutation CreateAttribute($input: AttributeInput!) {\n    createAttribute(input: $input) {\n      ...AttributeSaved\n    }\n  }\n": typeof types.CreateAttributeDocument,
    "\n  mutation UpdateAttribute($id: Int!, $input: AttributeInput!) {\n    updateAttribute(id: $id, input: $input) {\n      ...AttributeSaved\n    }\n  }\n": typeof types.UpdateAttributeDocument,
    "\n  mutation DeleteAttribute($id: Int!) {\n    deleteAttribute(id: $id) {\n      ok\n      message\n    }\n  }\n": typeof types.DeleteAttributeDocument,
    "\n  query AdminBrands($search: String) {\n    adminBrands(search: $search) {\n      id\n      name\n      status\n    }\n  }\n": typeof types.AdminBrandsDocument,
    "\n  mutation DeleteBrand($id: Int!) {\n    deleteBrand(id: $id) {\n      ok\n      message\n    }\n  }\n": typeof types.DeleteBrandDocument,
    "\n  fragment BrandSaved on BrandPayload {\n    message\n    brand {\n      id\n    }\n    errors {\n      ...FieldErrors\n    }\n  }\n": typeof types.BrandSavedFragmentDoc,
    "\n  mutation CreateBrand($input: BrandInput!) {\n    createBrand(input: $input) {\n      ...BrandSaved\n    }\n  }\n": typeof types.CreateBrandDocument,
    "\n  mutation UpdateBrand($id: Int!, $input: BrandInput!) {\n    updateBrand(id: $id, input: $input) {\n      ...BrandSaved\n    }\n  }\n": typeof types.UpdateBrandDocument,
    "\n  query AdminCategories($search: String) {\n    adminCategories(search: $search) {\n      id\n      name\n      status\n      parentId\n      children {\n        id\n        name\n        status\n        parentId\n        children {\n          id\n          name\n          status\n          parentId\n        }\n      }\n    }\n  }\n": typeof types.AdminCategoriesDocument,
    "\n  mutation DeleteCategory($id: Int!) {\n    deleteCategory(id: $id) {\n      ok\n      message\n    }\n  }\n": typeof types.DeleteCategoryDocument,
    "\n  fragment CategorySaved on CategoryPayload {\n    message\n    category {\n      id\n    }\n    errors {\n      ...FieldErrors\n    }\n  }\n": typeof types.CategorySavedFragmentDoc,
    "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      ...CategorySaved\n    }\n  }\n": typeof types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      ...CategorySaved\n    }\n  }\n": typeof types.UpdateCategoryDocument,
    "\n  fragment AdminCourierRow on Courier {\n    id\n    name\n    trackingUrlTemplate\n    active\n  }\n": typeof types.AdminCourierRowFragmentDoc,
    "\n  query AdminCouriers($search: String) {\n    adminCouriers(search: $search) {\n      ...AdminCourierRow\n    }\n  }\n": typeof types.AdminCouriersDocument,
    "\n  fragment CourierSaved on CourierPayload {\n    message\n    courier {\n      ...AdminCourierRow\n    }\n    errors {\n      ...FieldErrors\n    }\n  }\n": typeof types.CourierSavedFragmentDoc,
    "\n  mutation CreateCourier($input: CourierInput!) {\n    createCourier(input: $input) {\n      ...CourierSaved\n    }\n  }\n": typeof types.CreateCourierDocument,
    "\n  mutation UpdateCourier($id: Int!, $input: CourierInput!) {\n    updateCourier(id: $id, input: $input) {\n      ...CourierSaved\n    }\n  }\n": typeof types.UpdateCourierDocument,
    "\n  mutation DeleteCourier($id: Int!) {\n    deleteCourier(id: $id) {\n      ok\n      message\n    }\n  }\n": typeof types.DeleteCourierDocument,
    "\n  query AdminCustomers($search: String, $sort: String, $direction: String, $page: Int!) {\n    adminCustomers(search: $search, sort: $sort, direction: $direction, page: $page, perPage: 20) {\n      items {\n        id\n        name\n        email\n        createdAt\n        ordersCount\n        totalSpent\n        lastOrderAt\n        returnedCod\n      }\n      meta {\n        ...PagerMeta\n      }\n    }\n    shop {\n      timeZone\n    }\n  }\n": typeof types.AdminCustomersDocument,
    "\n  query AdminDashboard {\n    dashboard {\n      customers\n      orders\n      products\n      revenue30Days\n      daily {\n        day\n        orders\n        revenue\n      }\n      todo {\n        receiptsWaiting\n        codToConfirm\n        toShip\n        lowStock\n      }\n    }\n  }\n": typeof types.AdminDashboardDocument,
    "\n  mutation AdminChangePassword($input: ChangePasswordInput!) {\n    adminChangePassword(input: $input) {\n      token\n      message\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": typeof types.AdminChangePasswordDocument,
    "\n  fragment DiscountCodeFields on DiscountCode {\n    id\n    code\n    kind\n    value\n    minOrder\n    startsAt\n    endsAt\n    maxUses\n    maxUsesPerCustomer\n    usedCount\n    categoryIds\n    productIds\n    active\n    status\n  }\n": typeof types.DiscountCodeFieldsFragmentDoc,
    "\n  query AdminDiscountCodes($search: String) {\n    adminDiscountCodes(search: $search) {\n      ...DiscountCodeFields\n    }\n  }\n": typeof types.AdminDiscountCodesDocument,
    "\n  fragment DiscountCodeSaved on DiscountCodePayload {\n    message\n    discountCode {\n      ...DiscountCodeFields\n    }\n    errors {\n      ...FieldErrors\n    }\n  }\n": typeof types.DiscountCodeSavedFragmentDoc,
    "\n  mutation CreateDiscountCode($input: DiscountCodeInput!) {\n    createDiscountCode(input: $input) {\n      ...DiscountCodeSaved\n    }\n  }\n": typeof types.CreateDiscountCodeDocument,
    "\n  mutation UpdateDiscountCode($id: Int!, $input: DiscountCodeInput!) {\n    updateDiscountCode(id: $id, input: $input) {\n      ...DiscountCodeSaved\n    }\n  }\n": typeof types.UpdateDiscountCodeDocument,
    "\n  mutation DeleteDiscountCode($id: Int!) {\n    deleteDiscountCode(id: $id) {\n      ok\n      message\n    }\n  }\n": typeof types.DeleteDiscountCodeDocument,
    "\n  query DiscountProductSearch($search: String) {\n    adminProducts(search: $search, page: 1, perPage: 8) {\n      items {\n        id\n        title\n      }\n    }\n  }\n": typeof types.DiscountProductSearchDocument,
    "\n  query AdminOrderCourierBooking($id: Int!) {\n    adminOrder(id: $id) {\n      id\n      ...CourierBooking\n    }\n  }\n": typeof types.AdminOrderCourierBookingDocument,
    "\n  mutation BookCourier($orderId: Int!, $input: BookCourierInput!) {\n    bookCourier(orderId: $orderId, input: $input) {\n      ...OrderChange\n    }\n  }\n": typeof types.BookCourierDocument,
    "\n  mutation CancelCourierBooking($orderId: Int!) {\n    cancelCourierBooking(orderId: $orderId) {\n      ...OrderChange\n    }\n  }\n": typeof types.CancelCourierBookingDocument,
    "\n  query CourierChoices {\n    courierChoices {\n      courier\n      label\n    }\n  }\n": typeof types.CourierChoicesDocument,
    "\n  mutation BookCourierSelection($orderIds: [Int!]!, $input: BookCourierInput!) {\n    bookCourierSelection(orderIds: $orderIds, input: $input) {\n      message\n      outcomes {\n        orderId\n        trackingNumber\n        error\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": typeof types.BookCourierSelectionDocument,
    "\n  query AdminOrder($id: Int!) {\n    adminOrder(id: $id) {\n      id\n      manualPayment\n      reviewableReceiptIds\n      ...OrderSummary\n      ...OrderTimeline\n      ...AdminReceipts\n      ...CodConfirmation\n      ...OrderUpdateForm\n    }\n    adminCouriers {\n      id\n      name\n      active\n    }\n    shop {\n      timeZone\n    }\n  }\n": typeof types.AdminOrderDocument,
    "\n  fragment OrderChange on OrderPayload {\n    message\n    order {\n      id\n      status\n      paymentStatus\n      codConfirmedAt\n      trackingNumber\n      version\n    }\n    errors {\n      ...FieldErrors\n    }\n  }\n": typeof types.OrderChangeFragmentDoc,
    "\n  mutation VerifyPaymentReceipt($id: Int!) {\n    verifyPaymentReceipt(id: $id) {\n      ...OrderChange\n    }\n  }\n": typeof types.VerifyPaymentReceiptDocument,
    "\n  mutation RejectPaymentReceipt($id: Int!, $reason: String!) {\n    rejectPaymentReceipt(id: $id, reason: $reason) {\n      ...OrderChange\n    }\n  }\n": typeof types.RejectPaymentReceiptDocument,
    "\n  mutation ConfirmCodOrder($id: Int!) {\n    confirmCodOrder(id: $id) {\n      ...OrderChange\n    }\n  }\n": typeof types.ConfirmCodOrderDocument,
    "\n  mutation UpdateOrder(\n    $id: Int!\n    $status: String!\n    $paymentStatus: String!\n    $courierId: Int\n    $trackingNumber: String\n    $version: Int\n  ) {\n    updateOrder(\n      id: $id\n      status: $status\n      paymentStatus: $paymentStatus\n      courierId: $courierId\n      trackingNumber: $trackingNumber\n      version: $version\n    ) {\n      ...OrderChange\n    }\n  }\n": typeof types.UpdateOrderDocument,
    "\n  query AdminOrders(\n    $search: String\n    $sort: String\n    $direction: String\n    $page: Int!\n    $filter: AdminOrderFilter\n  ) {\n    adminOrders(\n      search: $search\n      sort: $sort\n      direction: $direction\n      page: $page\n      perPage: 20\n      filter: $filter\n    ) {\n      items {\n        id\n        name\n        email\n        grandTotal\n        createdAt\n        paymentStatus\n        paymentMethod\n        paymentMethodLabel\n        city\n        status\n        transactionIdNote\n        codConfirmation\n        returnRecord {\n          summary\n        }\n      }\n      meta {\n        ...PagerMeta\n      }\n    }\n    shop {\n      timeZone\n    }\n  }\n": typeof types.AdminOrdersDocument,
    "\n  query AdminOrdersCsv($search: String, $sort: String, $direction: String, $filter: AdminOrderFilter) {\n    adminOrdersCsv(search: $search, sort: $sort, direction: $direction, filter: $filter) {\n      fileName\n      text\n      rows\n    }\n  }\n": typeof types.AdminOrdersCsvDocument,
    "\n  mutation PackingSlipLink($orderIds: [Int!]!) {\n    packingSlipLink(orderIds: $orderIds) {\n      ...PrintLink\n    }\n  }\n": typeof types.PackingSlipLinkDocument,
    "\n  mutation CourierLabelsLink($orderIds: [Int!]!) {\n    courierLabelsLink(orderIds: $orderIds) {\n      ...PrintLink\n    }\n  }\n": typeof types.CourierLabelsLinkDocument,
    "\n  query AdminOrderRefunds($id: Int!) {\n    adminOrder(id: $id) {\n      id\n      paymentStatus\n      refunds {\n        paid\n        refunded\n        refundable\n        byApi\n        items {\n          id\n          amount\n          reason\n          via\n          reference\n          status\n          failure\n          createdBy\n          createdAt\n        }\n      }\n    }\n  }\n": typeof types.AdminOrderRefundsDocument,
    "\n  mutation RefundOrder(\n    $orderId: Int!\n    $amount: Float!\n    $reason: String!\n    $reference: String\n    $idempotencyKey: String\n  ) {\n    refundOrder(\n      orderId: $orderId\n      amount: $amount\n      reason: $reason\n      reference: $reference\n      idempotencyKey: $idempotencyKey\n    ) {\n      message\n      refund {\n        id\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": typeof types.RefundOrderDocument,
    "\n  fragment CodConfirmation on Order {\n    id\n    status\n    paymentMethod\n    mobile\n    codConfirmedAt\n    codConfirmation\n    returnRecord {\n      summary\n    }\n  }\n": typeof types.CodConfirmationFragmentDoc,
    "\n  fragment CourierBooking on Order {\n    id\n    status\n    courierBooking {\n      courier\n      courierLabel\n      status\n      trackingNumber\n      codAmount\n      weightGrams\n      pieces\n      courierStatus\n    }\n    courierBookingOptions {\n      codAmount\n      couriers {\n        courier\n        label\n      }\n    }\n  }\n": typeof types.CourierBookingFragmentDoc,
    "\n  fragment PrintLink on PrintLinkPayload {\n    url\n    message\n    errors {\n      ...FieldErrors\n    }\n  }\n": typeof types.PrintLinkFragmentDoc,
    "\n  fragment OrderUpdateForm on Order {\n    id\n    status\n    paymentStatus\n    version\n    trackingNumber\n    courier {\n      id\n    }\n    history {\n      id\n      summary\n      actorName\n    }\n  }\n": typeof types.OrderUpdateFormFragmentDoc,
    "\n  fragment AdminReceipts on Order {\n    id\n    grandTotal\n    paymentAccount\n    transactionIdNote\n    reviewableReceiptIds\n    receipts {\n      id\n      fileName\n      downloadName\n      detectedType\n      transactionIdAlsoOn\n      contentType\n      uploadedAt\n      transactionId\n      amountPaid\n      status\n      rejectReason\n      reviewedAt\n      url\n    }\n  }\n": typeof types.AdminReceiptsFragmentDoc,
    "\n  mutation CreateProductWithVariants($input: ProductWithVariantsInput!) {\n    createProductWithVariants(input: $input) {\n      ...ProductSaved\n    }\n  }\n": typeof types.CreateProductWithVariantsDocument,
    "\n  query AdminLowStockThreshold($productId: Int!) {\n    lowStockThreshold(productId: $productId)\n  }\n": typeof types.AdminLowStockThresholdDocument,
    "\n  mutation SetLowStockThreshold($productId: Int!, $threshold: Int!) {\n    setLowStockThreshold(productId: $productId, threshold: $threshold) {\n      threshold\n      message\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": typeof types.SetLowStockThresholdDocument,
    "\n  query ProductFormData($id: Int!, $edit: Boolean!) {\n    adminCategories {\n      ...CategoryTree\n    }\n    adminBrands {\n      id\n      name\n    }\n    adminAttributes {\n      id\n      name\n      values {\n        id\n        value\n        code\n      }\n    }\n    adminProduct(id: $id) @include(if: $edit) {\n      id\n      title\n      price\n      comparePrice\n      qty\n      sku\n      barcode\n      status\n      isFeatured\n      shortDescription\n      description\n      version\n      category {\n        id\n      }\n      brand {\n        id\n      }\n      images {\n        id\n        image\n        isDefault\n        thumbnailUrl(width: 300)\n      }\n      attributeValues {\n        id\n        qty\n        attribute {\n          id\n        }\n      }\n      variants {\n        id\n        sku\n        price\n        stock\n        size\n        color\n      }\n    }\n  }\n": typeof types.ProductFormDataDocument,
    "\n  fragment ProductSaved on ProductPayload {\n    message\n    product {\n      id\n      hiddenReason\n    }\n    errors {\n      ...FieldErrors\n    }\n  }\n": typeof types.ProductSavedFragmentDoc,
    "\n  mutation CreateProduct($input: ProductInput!, $gallery: [Upload!]) {\n    createProduct(input: $input, gallery: $gallery) {\n      ...ProductSaved\n    }\n  }\n": typeof types.CreateProductDocument,
    "\n  mutation UploadProductImage($productId: Int!, $file: Upload!) {\n    uploadProductImage(productId: $productId, file: $file) {\n      image {\n        id\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": typeof types.UploadProductImageDocument,
    "\n  mutation UpdateProduct($id: Int!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...ProductSaved\n      currentStock {\n        field\n        quantity\n      }\n    }\n  }\n": typeof types.UpdateProductDocument,
    "\n  mutation SetDefaultImage($productId: Int!, $imageId: Int!) {\n    setDefaultProductImage(productId: $productId, imageId: $imageId) {\n      ok\n      message\n    }\n  }\n": typeof types.SetDefaultImageDocument,
    "\n  mutation DeleteImage($id: Int!) {\n    deleteProductImage(id: $id) {\n      ok\n      message\n    }\n  }\n": typeof types.DeleteImageDocument,
    "\n  fragment VariantChange on ProductPayload {\n    product {\n      id\n      version\n    }\n    errors {\n      ...FieldErrors\n    }\n  }\n": typeof types.VariantChangeFragmentDoc,
    "\n  mutation AddProductVariant($productId: Int!, $input: VariantFormInput!) {\n    addProductVariant(productId: $productId, input: $input) {\n      ...VariantChange\n    }\n  }\n": typeof types.AddProductVariantDocument,
    "\n  mutation UpdateProductVariantPrice($id: Int!, $price: Float!) {\n    updateProductVariantPrice(id: $id, price: $price) {\n      ...VariantChange\n    }\n  }\n": typeof types.UpdateProductVariantPriceDocument,
    "\n  mutation RemoveProductVariant($id: Int!) {\n    removeProductVariant(id: $id) {\n      ...VariantChange\n    }\n  }\n": typeof types.RemoveProductVariantDocument,
    "\n  query AdminProductsCsv($search: String, $sort: String, $direction: String) {\n    adminProductsCsv(search: $search, sort: $sort, direction: $direction) {\n      fileName\n      text\n      rows\n    }\n  }\n": typeof types.AdminProductsCsvDocument,
    "\n  mutation ImportProductsCsv($file: Upload!, $apply: Boolean!) {\n    importProductsCsv(file: $file, apply: $apply) {\n      errors {\n        ...FieldErrors\n      }\n      problems {\n        row\n        column\n        message\n      }\n      applied\n      rows\n      products\n      creates\n      updates\n      unchanged\n    }\n  }\n": typeof types.ImportProductsCsvDocument,
    "\n  query AdminProducts($search: String, $sort: String, $direction: String, $page: Int!, $lowStock: Boolean) {\n    adminProducts(\n      search: $search\n      sort: $sort\n      direction: $direction\n      page: $page\n      perPage: 20\n      lowStock: $lowStock\n    ) {\n      items {\n        id\n        title\n        price\n        availableStock\n        sku\n        status\n        hiddenReason\n        thumbnailUrl(width: 300)\n      }\n      meta {\n        ...PagerMeta\n      }\n    }\n  }\n": typeof types.AdminProductsDocument,
    "\n  mutation DeleteProduct($id: Int!) {\n    deleteProduct(id: $id) {\n      ok\n      message\n    }\n  }\n": typeof types.DeleteProductDocument,
    "\n  query AdminReconciliation($from: String!, $to: String!, $days: Int!) {\n    reconciliation(from: $from, to: $to, unsettledAfterDays: $days) {\n      errors {\n        ...FieldErrors\n      }\n      report {\n        unsettledAfterDays\n        lines {\n          source\n          label\n          kind\n          orders\n          paid\n          settledOrders\n          settled\n          fees\n          net\n          unsettledOrders\n          unsettled\n          differences {\n            kind\n            orderId\n            references\n            paid\n            settled\n            fee\n            settledOn\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminReconciliationDocument,
    "\n  mutation ImportSettlementStatement($source: String!, $file: Upload!) {\n    importSettlementStatement(source: $source, file: $file) {\n      errors {\n        ...FieldErrors\n      }\n      rows\n      added\n      alreadyImported\n      unmatched\n    }\n  }\n": typeof types.ImportSettlementStatementDocument,
    "\n  query AdminSalesReport($from: String!, $to: String!) {\n    salesReport(from: $from, to: $to) {\n      errors {\n        ...FieldErrors\n      }\n      report {\n        from\n        to\n        timeZone\n        totals {\n          orders\n          paidOrders\n          revenue\n          averageOrderValue\n        }\n        byDay {\n          key\n          orders\n          revenue\n        }\n        byProduct {\n          key\n          label\n          orders\n          units\n          revenue\n        }\n        byCategory {\n          key\n          label\n          orders\n          units\n          revenue\n        }\n        byPaymentMethod {\n          key\n          label\n          orders\n          units\n          revenue\n        }\n        byCity {\n          key\n          label\n          orders\n          units\n          revenue\n        }\n      }\n    }\n  }\n": typeof types.AdminSalesReportDocument,
    "\n  query AdminSalesReportCsv($from: String!, $to: String!) {\n    salesReportCsv(from: $from, to: $to) {\n      fileName\n      csv\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": typeof types.AdminSalesReportCsvDocument,
    "\n  query AdminReviews($search: String, $status: ReviewState, $page: Int) {\n    adminReviews(search: $search, status: $status, page: $page) {\n      items {\n        id\n        productId\n        productTitle\n        name\n        comment\n        rating\n        status\n        createdAt\n      }\n      meta {\n        ...PagerMeta\n      }\n    }\n    reviewModeration {\n      holdForApproval\n    }\n  }\n": typeof types.AdminReviewsDocument,
    "\n  mutation SetReviewStatus($id: Int!, $status: ReviewState!) {\n    setReviewStatus(id: $id, status: $status) {\n      message\n      review {\n        id\n        status\n      }\n    }\n  }\n": typeof types.SetReviewStatusDocument,
    "\n  mutation DeleteReview($id: Int!) {\n    deleteReview(id: $id) {\n      message\n    }\n  }\n": typeof types.DeleteReviewDocument,
    "\n  mutation SetReviewModeration($holdForApproval: Boolean!) {\n    setReviewModeration(holdForApproval: $holdForApproval) {\n      holdForApproval\n    }\n  }\n": typeof types.SetReviewModerationDocument,
    "\n  fragment ServiceState on ServiceSettings {\n    service\n    configured\n    missing\n    version\n    updatedAt\n    fields {\n      name\n      value\n      set\n    }\n  }\n": typeof types.ServiceStateFragmentDoc,
    "\n  query ServiceSettings {\n    serviceSettings {\n      ...ServiceState\n      label\n      fields {\n        label\n        secret\n        required\n        default\n        choices\n        help\n      }\n    }\n  }\n": typeof types.ServiceSettingsDocument,
    "\n  mutation SaveServiceSettings($service: String!, $values: [SettingValueInput!]!, $version: Int) {\n    saveServiceSettings(service: $service, values: $values, version: $version) {\n      message\n      settings {\n        ...ServiceState\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": typeof types.SaveServiceSettingsDocument,
    "\n  fragment BlocklistRow on BlocklistEntry {\n    id\n    kind\n    value\n    note\n    createdAt\n  }\n": typeof types.BlocklistRowFragmentDoc,
    "\n  query Blocklist {\n    blocklist {\n      ...BlocklistRow\n    }\n  }\n": typeof types.BlocklistDocument,
    "\n  mutation AddBlocklistEntry($input: BlocklistEntryInput!) {\n    addBlocklistEntry(input: $input) {\n      message\n      entry {\n        ...BlocklistRow\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": typeof types.AddBlocklistEntryDocument,
    "\n  mutation RemoveBlocklistEntry($id: Int!) {\n    removeBlocklistEntry(id: $id) {\n      ok\n      message\n    }\n  }\n": typeof types.RemoveBlocklistEntryDocument,
    "\n  fragment ShippingDefaults on ShippingSettings {\n    defaultRate\n    freeShippingThreshold\n  }\n": typeof types.ShippingDefaultsFragmentDoc,
    "\n  fragment ShippingRateRow on ShippingRate {\n    id\n    province\n    city\n    rate\n  }\n": typeof types.ShippingRateRowFragmentDoc,
    "\n  query ShippingSettings {\n    shippingSettings {\n      ...ShippingDefaults\n    }\n    provinces\n  }\n": typeof types.ShippingSettingsDocument,
    "\n  mutation UpdateShippingSettings($input: ShippingSettingsInput!) {\n    updateShippingSettings(input: $input) {\n      message\n      settings {\n        ...ShippingDefaults\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": typeof types.UpdateShippingSettingsDocument,
    "\n  query ShippingRates($search: String) {\n    shippingRates(search: $search) {\n      ...ShippingRateRow\n    }\n  }\n": typeof types.ShippingRatesDocument,
    "\n  mutation SaveShippingRate($id: Int, $input: ShippingRateInput!) {\n    saveShippingRate(id: $id, input: $input) {\n      message\n      rate {\n        ...ShippingRateRow\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": typeof types.SaveShippingRateDocument,
    "\n  mutation DeleteShippingRate($id: Int!) {\n    deleteShippingRate(id: $id) {\n      ok\n      message\n    }\n  }\n": typeof types.DeleteShippingRateDocument,
    "\n  query ShippingCities($province: String!) {\n    cities(province: $province) {\n      name\n    }\n  }\n": typeof types.ShippingCitiesDocument,
    "\n  query StaffMembers {\n    staffMembers {\n      id\n      name\n      email\n      role\n      disabledAt\n      invitePending\n    }\n  }\n": typeof types.StaffMembersDocument,
    "\n  fragment StaffChange on StaffPayload {\n    message\n    errors {\n      ...FieldErrors\n    }\n  }\n": typeof types.StaffChangeFragmentDoc,
    "\n  mutation InviteStaff($input: InviteStaffInput!) {\n    inviteStaff(input: $input) {\n      ...StaffChange\n      member {\n        id\n      }\n    }\n  }\n": typeof types.InviteStaffDocument,
    "\n  mutation SetStaffDisabled($id: Int!, $disabled: Boolean!) {\n    setStaffDisabled(id: $id, disabled: $disabled) {\n      ...StaffChange\n    }\n  }\n": typeof types.SetStaffDisabledDocument,
    "\n  mutation RemoveStaff($id: Int!) {\n    removeStaff(id: $id) {\n      ...StaffChange\n    }\n  }\n": typeof types.RemoveStaffDocument,
    "\n  mutation ResendStaffInvite($id: Int!) {\n    resendStaffInvite(id: $id) {\n      ...StaffChange\n    }\n  }\n": typeof types.ResendStaffInviteDocument,
    "\n  mutation AcceptStaffInvite($input: AcceptStaffInviteInput!) {\n    acceptStaffInvite(input: $input) {\n      ...StaffChange\n    }\n  }\n": typeof types.AcceptStaffInviteDocument,
    "\n  query Activity($after: String, $actorId: Int, $kind: String) {\n    activity(after: $after, perPage: 25, actorId: $actorId, kind: $kind) {\n      items {\n        id\n        at\n        actorName\n        actorRole\n        kindLabel\n        action\n        subjectId\n        subjectLabel\n        changes {\n          field\n          text\n        }\n      }\n      nextCursor\n    }\n    activityActors {\n      id\n      name\n    }\n    activityKinds {\n      kind\n      label\n    }\n  }\n": typeof types.ActivityDocument,
    "\n  query CheckStock($productId: Int!, $qty: Int, $items: [StockItemInput!], $variantId: Int) {\n    checkStock(productId: $productId, qty: $qty, items: $items, variantId: $variantId) {\n      available\n      message\n      code\n      stock\n    }\n  }\n": typeof types.CheckStockDocument,
    "\n  query CheckoutData {\n    me {\n      id\n      name\n      email\n    }\n    provinces\n    checkoutOptions {\n      cardEnabled\n      cardProvider\n      publishableKey\n      cardDisabledReason\n      paymentMethods {\n        code\n        label\n        instructions\n      }\n    }\n  }\n": typeof types.CheckoutDataDocument,
    "\n  query Cities($province: String!) {\n    cities(province: $province) {\n      name\n    }\n  }\n": typeof types.CitiesDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      message\n      order {\n        id\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": typeof types.PlaceOrderDocument,
    "\n  mutation CreatePaymentIntent(\n    $cart: [CartLineGqlInput!]!\n    $amount: Float\n    $key: String\n    $province: String\n    $city: String\n    $discountCode: String\n  ) {\n    createPaymentIntent(\n      cart: $cart\n      amount: $amount\n      idempotencyKey: $key\n      province: $province\n      city: $city\n      discountCode: $discountCode\n    ) {\n      clientSecret\n      paymentIntentId\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": typeof types.CreatePaymentIntentDocument,
    "\n  query OrderConfirmation($id: Int!) {\n    myOrder(id: $id) {\n      ...OrderSummary\n      ...CustomerReceipts\n      ...OnlinePayment\n    }\n    shop {\n      timeZone\n    }\n  }\n": typeof types.OrderConfirmationDocument,
    "\n  mutation StartOnlinePayment($orderId: Int!) {\n    startOnlinePayment(orderId: $orderId) {\n      redirectUrl\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": typeof types.StartOnlinePaymentDocument,
    "\n  fragment OnlinePayment on Order {\n    id\n    paymentStatus\n    onlinePayment {\n      provider\n      providerLabel\n      canPay\n      status\n      message\n    }\n  }\n": typeof types.OnlinePaymentFragmentDoc,
    "\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      message\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": typeof types.SubmitContactDocument,
    "\n  query SearchProducts($search: String!) {\n    searchProducts(search: $search) {\n      id\n      title\n      path\n      price\n      comparePrice\n      thumbnailUrl(width: 300)\n    }\n  }\n": typeof types.SearchProductsDocument,
    "\n  query AddToCartProduct($id: Int!) {\n    product(id: $id) {\n      ...PurchaseOptions\n      path\n      thumbnailUrl(width: 300)\n    }\n  }\n": typeof types.AddToCartProductDocument,
    "\n  query HomeProducts {\n    latestProducts {\n      ...ProductCard\n    }\n    featuredProducts {\n      ...ProductCard\n    }\n  }\n": typeof types.HomeProductsDocument,
    "\n  query ProductDetails($id: Int!) {\n    product(id: $id) {\n      ...PurchaseOptions\n      sku\n      shortDescription\n      description\n      averageRating\n      reviewCount\n      category {\n        id\n        name\n      }\n      images {\n        id\n        imageUrl\n        large: thumbnailUrl(width: 800)\n        thumb: thumbnailUrl(width: 300)\n      }\n    }\n    shop {\n      delivery {\n        ...DeliveryTerms\n      }\n    }\n  }\n": typeof types.ProductDetailsDocument,
    "\n  query ProductReviews($id: Int!) {\n    productReviews(productId: $id) {\n      id\n      name\n      comment\n      rating\n      createdAt\n    }\n    shop {\n      timeZone\n    }\n  }\n": typeof types.ProductReviewsDocument,
    "\n  mutation CreateReview($input: ReviewInput!) {\n    createReview(input: $input) {\n      message\n      review {\n        id\n        name\n        comment\n        rating\n        createdAt\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": typeof types.CreateReviewDocument,
    "\n  query ShopFilters {\n    categories {\n      id\n      name\n      children {\n        id\n        name\n        children {\n          id\n          name\n        }\n      }\n    }\n    brands {\n      id\n      name\n    }\n  }\n": typeof types.ShopFiltersDocument,
    "\n  query ShopProducts($filter: ProductFilterInput, $sort: ProductSort!, $after: String) {\n    productFeed(filter: $filter, sort: $sort, after: $after) {\n      items {\n        ...ProductCard\n      }\n      nextCursor\n      hasMore\n      total\n    }\n  }\n": typeof types.ShopProductsDocument,
    "\n  query ShopPage($filter: ProductFilterInput, $sort: ProductSort!, $page: Int!) {\n    products(filter: $filter, sort: $sort, page: $page) {\n      items {\n        ...ProductCard\n      }\n      meta {\n        currentPage\n        lastPage\n        total\n      }\n    }\n  }\n": typeof types.ShopPageDocument,
    "\n  fragment DeliveryTerms on DeliveryTerms {\n    minDays\n    maxDays\n    shippingCharge\n    shippingVariesByCity\n    freeShippingFrom\n    cashOnDelivery\n  }\n": typeof types.DeliveryTermsFragmentDoc,
    "\n  fragment ProductCard on Product {\n    id\n    title\n    path\n    price\n    comparePrice\n    purchasable\n    purchaseOptions {\n      minPrice\n      maxPrice\n    }\n    averageRating\n    reviewCount\n    thumbnailUrl(width: 300)\n  }\n": typeof types.ProductCardFragmentDoc,
    "\n  fragment PurchaseOptions on Product {\n    id\n    title\n    comparePrice\n    imageUrl\n    purchasable\n    purchaseOptions {\n      groups {\n        attribute {\n          id\n          name\n        }\n        values {\n          id\n          value\n          code\n          qty\n        }\n      }\n      combinations {\n        attributeValueIds\n        variantId\n        price\n        availableStock\n        soldOutMessage\n        shortMessage\n      }\n      minPrice\n      maxPrice\n    }\n  }\n": typeof types.PurchaseOptionsFragmentDoc,
    "\n  query AdminAccess {\n    adminMe {\n      id\n      adminRole\n    }\n  }\n": typeof types.AdminAccessDocument,
    "\n  query CheckoutQuote($input: CheckoutQuoteInput!) {\n    checkoutQuote(input: $input) {\n      quote {\n        subTotal\n        discount\n        discountCode\n        shipping\n        grandTotal\n        freeShippingRemaining\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": typeof types.CheckoutQuoteDocument,
    "\n  fragment FieldErrors on FieldError {\n    field\n    message\n    code\n  }\n": typeof types.FieldErrorsFragmentDoc,
    "\n  query ShopSettings {\n    shop {\n      timeZone\n      name\n    }\n  }\n": typeof types.ShopSettingsDocument,
};
const documents: Documents = {
    "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n": types.LogoutDocument,
    "\n  fragment OrderSummary on Order {\n    id\n    name\n    email\n    address\n    city\n    street\n    zip\n    mobile\n    status\n    paymentStatus\n    paymentMethod\n    paymentMethodLabel\n    paymentInstructions\n    subTotal\n    discount\n    discountCode\n    shipping\n    grandTotal\n    createdAt\n    trackingNumber\n    trackingUrl\n    courier {\n      id\n      name\n    }\n    items {\n      id\n      name\n      qty\n      price\n      sizeName\n      colorName\n      attributes\n      imageUrl\n    }\n  }\n": types.OrderSummaryFragmentDoc,
    "\n  fragment OrderTimeline on Order {\n    id\n    history {\n      id\n      summary\n      actorName\n      createdAt\n    }\n  }\n": types.OrderTimelineFragmentDoc,
    "\n  fragment PagerMeta on PageMeta {\n    currentPage\n    lastPage\n    perPage\n    total\n  }\n": types.PagerMetaFragmentDoc,
    "\n  fragment CustomerReceipts on Order {\n    id\n    canUploadReceipt\n    paymentStatus\n    receipts {\n      id\n      fileName\n      uploadedAt\n      status\n      rejectReason\n      transactionId\n      amountPaid\n    }\n  }\n": types.CustomerReceiptsFragmentDoc,
    "\n  mutation UploadPaymentReceipt($orderId: Int!, $file: Upload!, $transactionId: String, $amountPaid: Float) {\n    uploadPaymentReceipt(\n      orderId: $orderId\n      file: $file\n      transactionId: $transactionId\n      amountPaid: $amountPaid\n    ) {\n      message\n      errors {\n        ...FieldErrors\n      }\n      order {\n        id\n        ...CustomerReceipts\n        ...OrderTimeline\n      }\n    }\n  }\n": types.UploadPaymentReceiptDocument,
    "\n  fragment CategoryTree on Category {\n    id\n    name\n    children {\n      id\n      name\n      children {\n        id\n        name\n      }\n    }\n  }\n": types.CategoryTreeFragmentDoc,
    "\n  query CategoryChoices {\n    adminCategories {\n      ...CategoryTree\n    }\n  }\n": types.CategoryChoicesDocument,
    "\n  query CustomerDashboard {\n    me {\n      id\n      name\n      email\n    }\n    myOrders(page: 1) {\n      items {\n        ...MyOrderRow\n      }\n      meta {\n        total\n      }\n    }\n    shop {\n      timeZone\n    }\n  }\n": types.CustomerDashboardDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": types.ForgotPasswordDocument,
    "\n  fragment SignedIn on AuthPayload {\n    token\n    message\n    user {\n      id\n      name\n      verified\n    }\n    errors {\n      ...FieldErrors\n    }\n  }\n": types.SignedInFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SignedIn\n    }\n  }\n": types.LoginDocument,
    "\n  mutation AdminLogin($input: LoginInput!) {\n    adminLogin(input: $input) {\n      ...SignedIn\n    }\n  }\n": types.AdminLoginDocument,
    "\n  query MyOrder($id: Int!) {\n    myOrder(id: $id) {\n      ...OrderSummary\n      ...CustomerReceipts\n      ...OrderTimeline\n    }\n    shop {\n      timeZone\n    }\n  }\n": types.MyOrderDocument,
    "\n  fragment MyOrderRow on Order {\n    id\n    grandTotal\n    createdAt\n    paymentStatus\n    status\n  }\n": types.MyOrderRowFragmentDoc,
    "\n  query MyOrders($search: String, $page: Int!) {\n    myOrders(search: $search, page: $page) {\n      items {\n        ...MyOrderRow\n      }\n      meta {\n        ...PagerMeta\n      }\n    }\n    shop {\n      timeZone\n    }\n  }\n": types.MyOrdersDocument,
    "\n  fragment ProfileFields on User {\n    id\n    name\n    email\n    verified\n  }\n": types.ProfileFieldsFragmentDoc,
    "\n  query Profile {\n    me {\n      ...ProfileFields\n    }\n  }\n": types.ProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        ...ProfileFields\n      }\n      token\n      message\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...SignedIn\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation ResendVerification {\n    resendVerificationEmail {\n      message\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": types.ResendVerificationDocument,
    "\n  query AdminAttributes($search: String) {\n    adminAttributes(search: $search) {\n      id\n      name\n      values {\n        id\n        value\n        code\n      }\n    }\n  }\n": types.AdminAttributesDocument,
    "\n  fragment AttributeSaved on AttributePayload {\n    message\n    attribute {\n      id\n    }\n    errors {\n      ...FieldErrors\n    }\n  }\n": types.AttributeSavedFragmentDoc,
    "\n  mutation CreateAttribute($input: AttributeInput!) {\n    createAttribute(input: $input) {\n      ...AttributeSaved\n    }\n  }\n": types.CreateAttributeDocument,
    "\n  mutation UpdateAttribute($id: Int!, $input: AttributeInput!) {\n    updateAttribute(id: $id, input: $input) {\n      ...AttributeSaved\n    }\n  }\n": types.UpdateAttributeDocument,
    "\n  mutation DeleteAttribute($id: Int!) {\n    deleteAttribute(id: $id) {\n      ok\n      message\n    }\n  }\n": types.DeleteAttributeDocument,
    "\n  query AdminBrands($search: String) {\n    adminBrands(search: $search) {\n      id\n      name\n      status\n    }\n  }\n": types.AdminBrandsDocument,
    "\n  mutation DeleteBrand($id: Int!) {\n    deleteBrand(id: $id) {\n      ok\n      message\n    }\n  }\n": types.DeleteBrandDocument,
    "\n  fragment BrandSaved on BrandPayload {\n    message\n    brand {\n      id\n    }\n    errors {\n      ...FieldErrors\n    }\n  }\n": types.BrandSavedFragmentDoc,
    "\n  mutation CreateBrand($input: BrandInput!) {\n    createBrand(input: $input) {\n      ...BrandSaved\n    }\n  }\n": types.CreateBrandDocument,
    "\n  mutation UpdateBrand($id: Int!, $input: BrandInput!) {\n    updateBrand(id: $id, input: $input) {\n      ...BrandSaved\n    }\n  }\n": types.UpdateBrandDocument,
    "\n  query AdminCategories($search: String) {\n    adminCategories(search: $search) {\n      id\n      name\n      status\n      parentId\n      children {\n        id\n        name\n        status\n        parentId\n        children {\n          id\n          name\n          status\n          parentId\n        }\n      }\n    }\n  }\n": types.AdminCategoriesDocument,
    "\n  mutation DeleteCategory($id: Int!) {\n    deleteCategory(id: $id) {\n      ok\n      message\n    }\n  }\n": types.DeleteCategoryDocument,
    "\n  fragment CategorySaved on CategoryPayload {\n    message\n    category {\n      id\n    }\n    errors {\n      ...FieldErrors\n    }\n  }\n": types.CategorySavedFragmentDoc,
    "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      ...CategorySaved\n    }\n  }\n": types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      ...CategorySaved\n    }\n  }\n": types.UpdateCategoryDocument,
    "\n  fragment AdminCourierRow on Courier {\n    id\n    name\n    trackingUrlTemplate\n    active\n  }\n": types.AdminCourierRowFragmentDoc,
    "\n  query AdminCouriers($search: String) {\n    adminCouriers(search: $search) {\n      ...AdminCourierRow\n    }\n  }\n": types.AdminCouriersDocument,
    "\n  fragment CourierSaved on CourierPayload {\n    message\n    courier {\n      ...AdminCourierRow\n    }\n    errors {\n      ...FieldErrors\n    }\n  }\n": types.CourierSavedFragmentDoc,
    "\n  mutation CreateCourier($input: CourierInput!) {\n    createCourier(input: $input) {\n      ...CourierSaved\n    }\n  }\n": types.CreateCourierDocument,
    "\n  mutation UpdateCourier($id: Int!, $input: CourierInput!) {\n    updateCourier(id: $id, input: $input) {\n      ...CourierSaved\n    }\n  }\n": types.UpdateCourierDocument,
    "\n  mutation DeleteCourier($id: Int!) {\n    deleteCourier(id: $id) {\n      ok\n      message\n    }\n  }\n": types.DeleteCourierDocument,
    "\n  query AdminCustomers($search: String, $sort: String, $direction: String, $page: Int!) {\n    adminCustomers(search: $search, sort: $sort, direction: $direction, page: $page, perPage: 20) {\n      items {\n        id\n        name\n        email\n        createdAt\n        ordersCount\n        totalSpent\n        lastOrderAt\n        returnedCod\n      }\n      meta {\n        ...PagerMeta\n      }\n    }\n    shop {\n      timeZone\n    }\n  }\n": types.AdminCustomersDocument,
    "\n  query AdminDashboard {\n    dashboard {\n      customers\n      orders\n      products\n      revenue30Days\n      daily {\n        day\n        orders\n        revenue\n      }\n      todo {\n        receiptsWaiting\n        codToConfirm\n        toShip\n        lowStock\n      }\n    }\n  }\n": types.AdminDashboardDocument,
    "\n  mutation AdminChangePassword($input: ChangePasswordInput!) {\n    adminChangePassword(input: $input) {\n      token\n      message\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": types.AdminChangePasswordDocument,
    "\n  fragment DiscountCodeFields on DiscountCode {\n    id\n    code\n    kind\n    value\n    minOrder\n    startsAt\n    endsAt\n    maxUses\n    maxUsesPerCustomer\n    usedCount\n    categoryIds\n    productIds\n    active\n    status\n  }\n": types.DiscountCodeFieldsFragmentDoc,
    "\n  query AdminDiscountCodes($search: String) {\n    adminDiscountCodes(search: $search) {\n      ...DiscountCodeFields\n    }\n  }\n": types.AdminDiscountCodesDocument,
    "\n  fragment DiscountCodeSaved on DiscountCodePayload {\n    message\n    discountCode {\n      ...DiscountCodeFields\n    }\n    errors {\n      ...FieldErrors\n    }\n  }\n": types.DiscountCodeSavedFragmentDoc,
    "\n  mutation CreateDiscountCode($input: DiscountCodeInput!) {\n    createDiscountCode(input: $input) {\n      ...DiscountCodeSaved\n    }\n  }\n": types.CreateDiscountCodeDocument,
    "\n  mutation UpdateDiscountCode($id: Int!, $input: DiscountCodeInput!) {\n    updateDiscountCode(id: $id, input: $input) {\n      ...DiscountCodeSaved\n    }\n  }\n": types.UpdateDiscountCodeDocument,
    "\n  mutation DeleteDiscountCode($id: Int!) {\n    deleteDiscountCode(id: $id) {\n      ok\n      message\n    }\n  }\n": types.DeleteDiscountCodeDocument,
    "\n  query DiscountProductSearch($search: String) {\n    adminProducts(search: $search, page: 1, perPage: 8) {\n      items {\n        id\n        title\n      }\n    }\n  }\n": types.DiscountProductSearchDocument,
    "\n  query AdminOrderCourierBooking($id: Int!) {\n    adminOrder(id: $id) {\n      id\n      ...CourierBooking\n    }\n  }\n": types.AdminOrderCourierBookingDocument,
    "\n  mutation BookCourier($orderId: Int!, $input: BookCourierInput!) {\n    bookCourier(orderId: $orderId, input: $input) {\n      ...OrderChange\n    }\n  }\n": types.BookCourierDocument,
    "\n  mutation CancelCourierBooking($orderId: Int!) {\n    cancelCourierBooking(orderId: $orderId) {\n      ...OrderChange\n    }\n  }\n": types.CancelCourierBookingDocument,
    "\n  query CourierChoices {\n    courierChoices {\n      courier\n      label\n    }\n  }\n": types.CourierChoicesDocument,
    "\n  mutation BookCourierSelection($orderIds: [Int!]!, $input: BookCourierInput!) {\n    bookCourierSelection(orderIds: $orderIds, input: $input) {\n      message\n      outcomes {\n        orderId\n        trackingNumber\n        error\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": types.BookCourierSelectionDocument,
    "\n  query AdminOrder($id: Int!) {\n    adminOrder(id: $id) {\n      id\n      manualPayment\n      reviewableReceiptIds\n      ...OrderSummary\n      ...OrderTimeline\n      ...AdminReceipts\n      ...CodConfirmation\n      ...OrderUpdateForm\n    }\n    adminCouriers {\n      id\n      name\n      active\n    }\n    shop {\n      timeZone\n    }\n  }\n": types.AdminOrderDocument,
    "\n  fragment OrderChange on OrderPayload {\n    message\n    order {\n      id\n      status\n      paymentStatus\n      codConfirmedAt\n      trackingNumber\n      version\n    }\n    errors {\n      ...FieldErrors\n    }\n  }\n": types.OrderChangeFragmentDoc,
    "\n  mutation VerifyPaymentReceipt($id: Int!) {\n    verifyPaymentReceipt(id: $id) {\n      ...OrderChange\n    }\n  }\n": types.VerifyPaymentReceiptDocument,
    "\n  mutation RejectPaymentReceipt($id: Int!, $reason: String!) {\n    rejectPaymentReceipt(id: $id, reason: $reason) {\n      ...OrderChange\n    }\n  }\n": types.RejectPaymentReceiptDocument,
    "\n  mutation ConfirmCodOrder($id: Int!) {\n    confirmCodOrder(id: $id) {\n      ...OrderChange\n    }\n  }\n": types.ConfirmCodOrderDocument,
    "\n  mutation UpdateOrder(\n    $id: Int!\n    $status: String!\n    $paymentStatus: String!\n    $courierId: Int\n    $trackingNumber: String\n    $version: Int\n  ) {\n    updateOrder(\n      id: $id\n      status: $status\n      paymentStatus: $paymentStatus\n      courierId: $courierId\n      trackingNumber: $trackingNumber\n      version: $version\n    ) {\n      ...OrderChange\n    }\n  }\n": types.UpdateOrderDocument,
    "\n  query AdminOrders(\n    $search: String\n    $sort: String\n    $direction: String\n    $page: Int!\n    $filter: AdminOrderFilter\n  ) {\n    adminOrders(\n      search: $search\n      sort: $sort\n      direction: $direction\n      page: $page\n      perPage: 20\n      filter: $filter\n    ) {\n      items {\n        id\n        name\n        email\n        grandTotal\n        createdAt\n        paymentStatus\n        paymentMethod\n        paymentMethodLabel\n        city\n        status\n        transactionIdNote\n        codConfirmation\n        returnRecord {\n          summary\n        }\n      }\n      meta {\n        ...PagerMeta\n      }\n    }\n    shop {\n      timeZone\n    }\n  }\n": types.AdminOrdersDocument,
    "\n  query AdminOrdersCsv($search: String, $sort: String, $direction: String, $filter: AdminOrderFilter) {\n    adminOrdersCsv(search: $search, sort: $sort, direction: $direction, filter: $filter) {\n      fileName\n      text\n      rows\n    }\n  }\n": types.AdminOrdersCsvDocument,
    "\n  mutation PackingSlipLink($orderIds: [Int!]!) {\n    packingSlipLink(orderIds: $orderIds) {\n      ...PrintLink\n    }\n  }\n": types.PackingSlipLinkDocument,
    "\n  mutation CourierLabelsLink($orderIds: [Int!]!) {\n    courierLabelsLink(orderIds: $orderIds) {\n      ...PrintLink\n    }\n  }\n": types.CourierLabelsLinkDocument,
    "\n  query AdminOrderRefunds($id: Int!) {\n    adminOrder(id: $id) {\n      id\n      paymentStatus\n      refunds {\n        paid\n        refunded\n        refundable\n        byApi\n        items {\n          id\n          amount\n          reason\n          via\n          reference\n          status\n          failure\n          createdBy\n          createdAt\n        }\n      }\n    }\n  }\n": types.AdminOrderRefundsDocument,
    "\n  mutation RefundOrder(\n    $orderId: Int!\n    $amount: Float!\n    $reason: String!\n    $reference: String\n    $idempotencyKey: String\n  ) {\n    refundOrder(\n      orderId: $orderId\n      amount: $amount\n      reason: $reason\n      reference: $reference\n      idempotencyKey: $idempotencyKey\n    ) {\n      message\n      refund {\n        id\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": types.RefundOrderDocument,
    "\n  fragment CodConfirmation on Order {\n    id\n    status\n    paymentMethod\n    mobile\n    codConfirmedAt\n    codConfirmation\n    returnRecord {\n      summary\n    }\n  }\n": types.CodConfirmationFragmentDoc,
    "\n  fragment CourierBooking on Order {\n    id\n    status\n    courierBooking {\n      courier\n      courierLabel\n      status\n      trackingNumber\n      codAmount\n      weightGrams\n      pieces\n      courierStatus\n    }\n    courierBookingOptions {\n      codAmount\n      couriers {\n        courier\n        label\n      }\n    }\n  }\n": types.CourierBookingFragmentDoc,
    "\n  fragment PrintLink on PrintLinkPayload {\n    url\n    message\n    errors {\n      ...FieldErrors\n    }\n  }\n": types.PrintLinkFragmentDoc,
    "\n  fragment OrderUpdateForm on Order {\n    id\n    status\n    paymentStatus\n    version\n    trackingNumber\n    courier {\n      id\n    }\n    history {\n      id\n      summary\n      actorName\n    }\n  }\n": types.OrderUpdateFormFragmentDoc,
    "\n  fragment AdminReceipts on Order {\n    id\n    grandTotal\n    paymentAccount\n    transactionIdNote\n    reviewableReceiptIds\n    receipts {\n      id\n      fileName\n      downloadName\n      detectedType\n      transactionIdAlsoOn\n      contentType\n      uploadedAt\n      transactionId\n      amountPaid\n      status\n      rejectReason\n      reviewedAt\n      url\n    }\n  }\n": types.AdminReceiptsFragmentDoc,
    "\n  mutation CreateProductWithVariants($input: ProductWithVariantsInput!) {\n    createProductWithVariants(input: $input) {\n      ...ProductSaved\n    }\n  }\n": types.CreateProductWithVariantsDocument,
    "\n  query AdminLowStockThreshold($productId: Int!) {\n    lowStockThreshold(productId: $productId)\n  }\n": types.AdminLowStockThresholdDocument,
    "\n  mutation SetLowStockThreshold($productId: Int!, $threshold: Int!) {\n    setLowStockThreshold(productId: $productId, threshold: $threshold) {\n      threshold\n      message\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": types.SetLowStockThresholdDocument,
    "\n  query ProductFormData($id: Int!, $edit: Boolean!) {\n    adminCategories {\n      ...CategoryTree\n    }\n    adminBrands {\n      id\n      name\n    }\n    adminAttributes {\n      id\n      name\n      values {\n        id\n        value\n        code\n      }\n    }\n    adminProduct(id: $id) @include(if: $edit) {\n      id\n      title\n      price\n      comparePrice\n      qty\n      sku\n      barcode\n      status\n      isFeatured\n      shortDescription\n      description\n      version\n      category {\n        id\n      }\n      brand {\n        id\n      }\n      images {\n        id\n        image\n        isDefault\n        thumbnailUrl(width: 300)\n      }\n      attributeValues {\n        id\n        qty\n        attribute {\n          id\n        }\n      }\n      variants {\n        id\n        sku\n        price\n        stock\n        size\n        color\n      }\n    }\n  }\n": types.ProductFormDataDocument,
    "\n  fragment ProductSaved on ProductPayload {\n    message\n    product {\n      id\n      hiddenReason\n    }\n    errors {\n      ...FieldErrors\n    }\n  }\n": types.ProductSavedFragmentDoc,
    "\n  mutation CreateProduct($input: ProductInput!, $gallery: [Upload!]) {\n    createProduct(input: $input, gallery: $gallery) {\n      ...ProductSaved\n    }\n  }\n": types.CreateProductDocument,
    "\n  mutation UploadProductImage($productId: Int!, $file: Upload!) {\n    uploadProductImage(productId: $productId, file: $file) {\n      image {\n        id\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": types.UploadProductImageDocument,
    "\n  mutation UpdateProduct($id: Int!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...ProductSaved\n      currentStock {\n        field\n        quantity\n      }\n    }\n  }\n": types.UpdateProductDocument,
    "\n  mutation SetDefaultImage($productId: Int!, $imageId: Int!) {\n    setDefaultProductImage(productId: $productId, imageId: $imageId) {\n      ok\n      message\n    }\n  }\n": types.SetDefaultImageDocument,
    "\n  mutation DeleteImage($id: Int!) {\n    deleteProductImage(id: $id) {\n      ok\n      message\n    }\n  }\n": types.DeleteImageDocument,
    "\n  fragment VariantChange on ProductPayload {\n    product {\n      id\n      version\n    }\n    errors {\n      ...FieldErrors\n    }\n  }\n": types.VariantChangeFragmentDoc,
    "\n  mutation AddProductVariant($productId: Int!, $input: VariantFormInput!) {\n    addProductVariant(productId: $productId, input: $input) {\n      ...VariantChange\n    }\n  }\n": types.AddProductVariantDocument,
    "\n  mutation UpdateProductVariantPrice($id: Int!, $price: Float!) {\n    updateProductVariantPrice(id: $id, price: $price) {\n      ...VariantChange\n    }\n  }\n": types.UpdateProductVariantPriceDocument,
    "\n  mutation RemoveProductVariant($id: Int!) {\n    removeProductVariant(id: $id) {\n      ...VariantChange\n    }\n  }\n": types.RemoveProductVariantDocument,
    "\n  query AdminProductsCsv($search: String, $sort: String, $direction: String) {\n    adminProductsCsv(search: $search, sort: $sort, direction: $direction) {\n      fileName\n      text\n      rows\n    }\n  }\n": types.AdminProductsCsvDocument,
    "\n  mutation ImportProductsCsv($file: Upload!, $apply: Boolean!) {\n    importProductsCsv(file: $file, apply: $apply) {\n      errors {\n        ...FieldErrors\n      }\n      problems {\n        row\n        column\n        message\n      }\n      applied\n      rows\n      products\n      creates\n      updates\n      unchanged\n    }\n  }\n": types.ImportProductsCsvDocument,
    "\n  query AdminProducts($search: String, $sort: String, $direction: String, $page: Int!, $lowStock: Boolean) {\n    adminProducts(\n      search: $search\n      sort: $sort\n      direction: $direction\n      page: $page\n      perPage: 20\n      lowStock: $lowStock\n    ) {\n      items {\n        id\n        title\n        price\n        availableStock\n        sku\n        status\n        hiddenReason\n        thumbnailUrl(width: 300)\n      }\n      meta {\n        ...PagerMeta\n      }\n    }\n  }\n": types.AdminProductsDocument,
    "\n  mutation DeleteProduct($id: Int!) {\n    deleteProduct(id: $id) {\n      ok\n      message\n    }\n  }\n": types.DeleteProductDocument,
    "\n  query AdminReconciliation($from: String!, $to: String!, $days: Int!) {\n    reconciliation(from: $from, to: $to, unsettledAfterDays: $days) {\n      errors {\n        ...FieldErrors\n      }\n      report {\n        unsettledAfterDays\n        lines {\n          source\n          label\n          kind\n          orders\n          paid\n          settledOrders\n          settled\n          fees\n          net\n          unsettledOrders\n          unsettled\n          differences {\n            kind\n            orderId\n            references\n            paid\n            settled\n            fee\n            settledOn\n          }\n        }\n      }\n    }\n  }\n": types.AdminReconciliationDocument,
    "\n  mutation ImportSettlementStatement($source: String!, $file: Upload!) {\n    importSettlementStatement(source: $source, file: $file) {\n      errors {\n        ...FieldErrors\n      }\n      rows\n      added\n      alreadyImported\n      unmatched\n    }\n  }\n": types.ImportSettlementStatementDocument,
    "\n  query AdminSalesReport($from: String!, $to: String!) {\n    salesReport(from: $from, to: $to) {\n      errors {\n        ...FieldErrors\n      }\n      report {\n        from\n        to\n        timeZone\n        totals {\n          orders\n          paidOrders\n          revenue\n          averageOrderValue\n        }\n        byDay {\n          key\n          orders\n          revenue\n        }\n        byProduct {\n          key\n          label\n          orders\n          units\n          revenue\n        }\n        byCategory {\n          key\n          label\n          orders\n          units\n          revenue\n        }\n        byPaymentMethod {\n          key\n          label\n          orders\n          units\n          revenue\n        }\n        byCity {\n          key\n          label\n          orders\n          units\n          revenue\n        }\n      }\n    }\n  }\n": types.AdminSalesReportDocument,
    "\n  query AdminSalesReportCsv($from: String!, $to: String!) {\n    salesReportCsv(from: $from, to: $to) {\n      fileName\n      csv\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": types.AdminSalesReportCsvDocument,
    "\n  query AdminReviews($search: String, $status: ReviewState, $page: Int) {\n    adminReviews(search: $search, status: $status, page: $page) {\n      items {\n        id\n        productId\n        productTitle\n        name\n        comment\n        rating\n        status\n        createdAt\n      }\n      meta {\n        ...PagerMeta\n      }\n    }\n    reviewModeration {\n      holdForApproval\n    }\n  }\n": types.AdminReviewsDocument,
    "\n  mutation SetReviewStatus($id: Int!, $status: ReviewState!) {\n    setReviewStatus(id: $id, status: $status) {\n      message\n      review {\n        id\n        status\n      }\n    }\n  }\n": types.SetReviewStatusDocument,
    "\n  mutation DeleteReview($id: Int!) {\n    deleteReview(id: $id) {\n      message\n    }\n  }\n": types.DeleteReviewDocument,
    "\n  mutation SetReviewModeration($holdForApproval: Boolean!) {\n    setReviewModeration(holdForApproval: $holdForApproval) {\n      holdForApproval\n    }\n  }\n": types.SetReviewModerationDocument,
    "\n  fragment ServiceState on ServiceSettings {\n    service\n    configured\n    missing\n    version\n    updatedAt\n    fields {\n      name\n      value\n      set\n    }\n  }\n": types.ServiceStateFragmentDoc,
    "\n  query ServiceSettings {\n    serviceSettings {\n      ...ServiceState\n      label\n      fields {\n        label\n        secret\n        required\n        default\n        choices\n        help\n      }\n    }\n  }\n": types.ServiceSettingsDocument,
    "\n  mutation SaveServiceSettings($service: String!, $values: [SettingValueInput!]!, $version: Int) {\n    saveServiceSettings(service: $service, values: $values, version: $version) {\n      message\n      settings {\n        ...ServiceState\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": types.SaveServiceSettingsDocument,
    "\n  fragment BlocklistRow on BlocklistEntry {\n    id\n    kind\n    value\n    note\n    createdAt\n  }\n": types.BlocklistRowFragmentDoc,
    "\n  query Blocklist {\n    blocklist {\n      ...BlocklistRow\n    }\n  }\n": types.BlocklistDocument,
    "\n  mutation AddBlocklistEntry($input: BlocklistEntryInput!) {\n    addBlocklistEntry(input: $input) {\n      message\n      entry {\n        ...BlocklistRow\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": types.AddBlocklistEntryDocument,
    "\n  mutation RemoveBlocklistEntry($id: Int!) {\n    removeBlocklistEntry(id: $id) {\n      ok\n      message\n    }\n  }\n": types.RemoveBlocklistEntryDocument,
    "\n  fragment ShippingDefaults on ShippingSettings {\n    defaultRate\n    freeShippingThreshold\n  }\n": types.ShippingDefaultsFragmentDoc,
    "\n  fragment ShippingRateRow on ShippingRate {\n    id\n    province\n    city\n    rate\n  }\n": types.ShippingRateRowFragmentDoc,
    "\n  query ShippingSettings {\n    shippingSettings {\n      ...ShippingDefaults\n    }\n    provinces\n  }\n": types.ShippingSettingsDocument,
    "\n  mutation UpdateShippingSettings($input: ShippingSettingsInput!) {\n    updateShippingSettings(input: $input) {\n      message\n      settings {\n        ...ShippingDefaults\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": types.UpdateShippingSettingsDocument,
    "\n  query ShippingRates($search: String) {\n    shippingRates(search: $search) {\n      ...ShippingRateRow\n    }\n  }\n": types.ShippingRatesDocument,
    "\n  mutation SaveShippingRate($id: Int, $input: ShippingRateInput!) {\n    saveShippingRate(id: $id, input: $input) {\n      message\n      rate {\n        ...ShippingRateRow\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": types.SaveShippingRateDocument,
    "\n  mutation DeleteShippingRate($id: Int!) {\n    deleteShippingRate(id: $id) {\n      ok\n      message\n    }\n  }\n": types.DeleteShippingRateDocument,
    "\n  query ShippingCities($province: String!) {\n    cities(province: $province) {\n      name\n    }\n  }\n": types.ShippingCitiesDocument,
    "\n  query StaffMembers {\n    staffMembers {\n      id\n      name\n      email\n      role\n      disabledAt\n      invitePending\n    }\n  }\n": types.StaffMembersDocument,
    "\n  fragment StaffChange on StaffPayload {\n    message\n    errors {\n      ...FieldErrors\n    }\n  }\n": types.StaffChangeFragmentDoc,
    "\n  mutation InviteStaff($input: InviteStaffInput!) {\n    inviteStaff(input: $input) {\n      ...StaffChange\n      member {\n        id\n      }\n    }\n  }\n": types.InviteStaffDocument,
    "\n  mutation SetStaffDisabled($id: Int!, $disabled: Boolean!) {\n    setStaffDisabled(id: $id, disabled: $disabled) {\n      ...StaffChange\n    }\n  }\n": types.SetStaffDisabledDocument,
    "\n  mutation RemoveStaff($id: Int!) {\n    removeStaff(id: $id) {\n      ...StaffChange\n    }\n  }\n": types.RemoveStaffDocument,
    "\n  mutation ResendStaffInvite($id: Int!) {\n    resendStaffInvite(id: $id) {\n      ...StaffChange\n    }\n  }\n": types.ResendStaffInviteDocument,
    "\n  mutation AcceptStaffInvite($input: AcceptStaffInviteInput!) {\n    acceptStaffInvite(input: $input) {\n      ...StaffChange\n    }\n  }\n": types.AcceptStaffInviteDocument,
    "\n  query Activity($after: String, $actorId: Int, $kind: String) {\n    activity(after: $after, perPage: 25, actorId: $actorId, kind: $kind) {\n      items {\n        id\n        at\n        actorName\n        actorRole\n        kindLabel\n        action\n        subjectId\n        subjectLabel\n        changes {\n          field\n          text\n        }\n      }\n      nextCursor\n    }\n    activityActors {\n      id\n      name\n    }\n    activityKinds {\n      kind\n      label\n    }\n  }\n": types.ActivityDocument,
    "\n  query CheckStock($productId: Int!, $qty: Int, $items: [StockItemInput!], $variantId: Int) {\n    checkStock(productId: $productId, qty: $qty, items: $items, variantId: $variantId) {\n      available\n      message\n      code\n      stock\n    }\n  }\n": types.CheckStockDocument,
    "\n  query CheckoutData {\n    me {\n      id\n      name\n      email\n    }\n    provinces\n    checkoutOptions {\n      cardEnabled\n      cardProvider\n      publishableKey\n      cardDisabledReason\n      paymentMethods {\n        code\n        label\n        instructions\n      }\n    }\n  }\n": types.CheckoutDataDocument,
    "\n  query Cities($province: String!) {\n    cities(province: $province) {\n      name\n    }\n  }\n": types.CitiesDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      message\n      order {\n        id\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": types.PlaceOrderDocument,
    "\n  mutation CreatePaymentIntent(\n    $cart: [CartLineGqlInput!]!\n    $amount: Float\n    $key: String\n    $province: String\n    $city: String\n    $discountCode: String\n  ) {\n    createPaymentIntent(\n      cart: $cart\n      amount: $amount\n      idempotencyKey: $key\n      province: $province\n      city: $city\n      discountCode: $discountCode\n    ) {\n      clientSecret\n      paymentIntentId\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": types.CreatePaymentIntentDocument,
    "\n  query OrderConfirmation($id: Int!) {\n    myOrder(id: $id) {\n      ...OrderSummary\n      ...CustomerReceipts\n      ...OnlinePayment\n    }\n    shop {\n      timeZone\n    }\n  }\n": types.OrderConfirmationDocument,
    "\n  mutation StartOnlinePayment($orderId: Int!) {\n    startOnlinePayment(orderId: $orderId) {\n      redirectUrl\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": types.StartOnlinePaymentDocument,
    "\n  fragment OnlinePayment on Order {\n    id\n    paymentStatus\n    onlinePayment {\n      provider\n      providerLabel\n      canPay\n      status\n      message\n    }\n  }\n": types.OnlinePaymentFragmentDoc,
    "\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      message\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": types.SubmitContactDocument,
    "\n  query SearchProducts($search: String!) {\n    searchProducts(search: $search) {\n      id\n      title\n      path\n      price\n      comparePrice\n      thumbnailUrl(width: 300)\n    }\n  }\n": types.SearchProductsDocument,
    "\n  query AddToCartProduct($id: Int!) {\n    product(id: $id) {\n      ...PurchaseOptions\n      path\n      thumbnailUrl(width: 300)\n    }\n  }\n": types.AddToCartProductDocument,
    "\n  query HomeProducts {\n    latestProducts {\n      ...ProductCard\n    }\n    featuredProducts {\n      ...ProductCard\n    }\n  }\n": types.HomeProductsDocument,
    "\n  query ProductDetails($id: Int!) {\n    product(id: $id) {\n      ...PurchaseOptions\n      sku\n      shortDescription\n      description\n      averageRating\n      reviewCount\n      category {\n        id\n        name\n      }\n      images {\n        id\n        imageUrl\n        large: thumbnailUrl(width: 800)\n        thumb: thumbnailUrl(width: 300)\n      }\n    }\n    shop {\n      delivery {\n        ...DeliveryTerms\n      }\n    }\n  }\n": types.ProductDetailsDocument,
    "\n  query ProductReviews($id: Int!) {\n    productReviews(productId: $id) {\n      id\n      name\n      comment\n      rating\n      createdAt\n    }\n    shop {\n      timeZone\n    }\n  }\n": types.ProductReviewsDocument,
    "\n  mutation CreateReview($input: ReviewInput!) {\n    createReview(input: $input) {\n      message\n      review {\n        id\n        name\n        comment\n        rating\n        createdAt\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": types.CreateReviewDocument,
    "\n  query ShopFilters {\n    categories {\n      id\n      name\n      children {\n        id\n        name\n        children {\n          id\n          name\n        }\n      }\n    }\n    brands {\n      id\n      name\n    }\n  }\n": types.ShopFiltersDocument,
    "\n  query ShopProducts($filter: ProductFilterInput, $sort: ProductSort!, $after: String) {\n    productFeed(filter: $filter, sort: $sort, after: $after) {\n      items {\n        ...ProductCard\n      }\n      nextCursor\n      hasMore\n      total\n    }\n  }\n": types.ShopProductsDocument,
    "\n  query ShopPage($filter: ProductFilterInput, $sort: ProductSort!, $page: Int!) {\n    products(filter: $filter, sort: $sort, page: $page) {\n      items {\n        ...ProductCard\n      }\n      meta {\n        currentPage\n        lastPage\n        total\n      }\n    }\n  }\n": types.ShopPageDocument,
    "\n  fragment DeliveryTerms on DeliveryTerms {\n    minDays\n    maxDays\n    shippingCharge\n    shippingVariesByCity\n    freeShippingFrom\n    cashOnDelivery\n  }\n": types.DeliveryTermsFragmentDoc,
    "\n  fragment ProductCard on Product {\n    id\n    title\n    path\n    price\n    comparePrice\n    purchasable\n    purchaseOptions {\n      minPrice\n      maxPrice\n    }\n    averageRating\n    reviewCount\n    thumbnailUrl(width: 300)\n  }\n": types.ProductCardFragmentDoc,
    "\n  fragment PurchaseOptions on Product {\n    id\n    title\n    comparePrice\n    imageUrl\n    purchasable\n    purchaseOptions {\n      groups {\n        attribute {\n          id\n          name\n        }\n        values {\n          id\n          value\n          code\n          qty\n        }\n      }\n      combinations {\n        attributeValueIds\n        variantId\n        price\n        availableStock\n        soldOutMessage\n        shortMessage\n      }\n      minPrice\n      maxPrice\n    }\n  }\n": types.PurchaseOptionsFragmentDoc,
    "\n  query AdminAccess {\n    adminMe {\n      id\n      adminRole\n    }\n  }\n": types.AdminAccessDocument,
    "\n  query CheckoutQuote($input: CheckoutQuoteInput!) {\n    checkoutQuote(input: $input) {\n      quote {\n        subTotal\n        discount\n        discountCode\n        shipping\n        grandTotal\n        freeShippingRemaining\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n": types.CheckoutQuoteDocument,
    "\n  fragment FieldErrors on FieldError {\n    field\n    message\n    code\n  }\n": types.FieldErrorsFragmentDoc,
    "\n  query ShopSettings {\n    shop {\n      timeZone\n      name\n    }\n  }\n": types.ShopSettingsDocument,
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
export function graphql(source: "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderSummary on Order {\n    id\n    name\n    email\n    address\n    city\n    street\n    zip\n    mobile\n    status\n    paymentStatus\n    paymentMethod\n    paymentMethodLabel\n    paymentInstructions\n    subTotal\n    discount\n    discountCode\n    shipping\n    grandTotal\n    createdAt\n    trackingNumber\n    trackingUrl\n    courier {\n      id\n      name\n    }\n    items {\n      id\n      name\n      qty\n      price\n      sizeName\n      colorName\n      attributes\n      imageUrl\n    }\n  }\n"): (typeof documents)["\n  fragment OrderSummary on Order {\n    id\n    name\n    email\n    address\n    city\n    street\n    zip\n    mobile\n    status\n    paymentStatus\n    paymentMethod\n    paymentMethodLabel\n    paymentInstructions\n    subTotal\n    discount\n    discountCode\n    shipping\n    grandTotal\n    createdAt\n    trackingNumber\n    trackingUrl\n    courier {\n      id\n      name\n    }\n    items {\n      id\n      name\n      qty\n      price\n      sizeName\n      colorName\n      attributes\n      imageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderTimeline on Order {\n    id\n    history {\n      id\n      summary\n      actorName\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment OrderTimeline on Order {\n    id\n    history {\n      id\n      summary\n      actorName\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PagerMeta on PageMeta {\n    currentPage\n    lastPage\n    perPage\n    total\n  }\n"): (typeof documents)["\n  fragment PagerMeta on PageMeta {\n    currentPage\n    lastPage\n    perPage\n    total\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerReceipts on Order {\n    id\n    canUploadReceipt\n    paymentStatus\n    receipts {\n      id\n      fileName\n      uploadedAt\n      status\n      rejectReason\n      transactionId\n      amountPaid\n    }\n  }\n"): (typeof documents)["\n  fragment CustomerReceipts on Order {\n    id\n    canUploadReceipt\n    paymentStatus\n    receipts {\n      id\n      fileName\n      uploadedAt\n      status\n      rejectReason\n      transactionId\n      amountPaid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadPaymentReceipt($orderId: Int!, $file: Upload!, $transactionId: String, $amountPaid: Float) {\n    uploadPaymentReceipt(\n      orderId: $orderId\n      file: $file\n      transactionId: $transactionId\n      amountPaid: $amountPaid\n    ) {\n      message\n      errors {\n        ...FieldErrors\n      }\n      order {\n        id\n        ...CustomerReceipts\n        ...OrderTimeline\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UploadPaymentReceipt($orderId: Int!, $file: Upload!, $transactionId: String, $amountPaid: Float) {\n    uploadPaymentReceipt(\n      orderId: $orderId\n      file: $file\n      transactionId: $transactionId\n      amountPaid: $amountPaid\n    ) {\n      message\n      errors {\n        ...FieldErrors\n      }\n      order {\n        id\n        ...CustomerReceipts\n        ...OrderTimeline\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryTree on Category {\n    id\n    name\n    children {\n      id\n      name\n      children {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CategoryTree on Category {\n    id\n    name\n    children {\n      id\n      name\n      children {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryChoices {\n    adminCategories {\n      ...CategoryTree\n    }\n  }\n"): (typeof documents)["\n  query CategoryChoices {\n    adminCategories {\n      ...CategoryTree\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerDashboard {\n    me {\n      id\n      name\n      email\n    }\n    myOrders(page: 1) {\n      items {\n        ...MyOrderRow\n      }\n      meta {\n        total\n      }\n    }\n    shop {\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  query CustomerDashboard {\n    me {\n      id\n      name\n      email\n    }\n    myOrders(page: 1) {\n      items {\n        ...MyOrderRow\n      }\n      meta {\n        total\n      }\n    }\n    shop {\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SignedIn on AuthPayload {\n    token\n    message\n    user {\n      id\n      name\n      verified\n    }\n    errors {\n      ...FieldErrors\n    }\n  }\n"): (typeof documents)["\n  fragment SignedIn on AuthPayload {\n    token\n    message\n    user {\n      id\n      name\n      verified\n    }\n    errors {\n      ...FieldErrors\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SignedIn\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SignedIn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLogin($input: LoginInput!) {\n    adminLogin(input: $input) {\n      ...SignedIn\n    }\n  }\n"): (typeof documents)["\n  mutation AdminLogin($input: LoginInput!) {\n    adminLogin(input: $input) {\n      ...SignedIn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrder($id: Int!) {\n    myOrder(id: $id) {\n      ...OrderSummary\n      ...CustomerReceipts\n      ...OrderTimeline\n    }\n    shop {\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  query MyOrder($id: Int!) {\n    myOrder(id: $id) {\n      ...OrderSummary\n      ...CustomerReceipts\n      ...OrderTimeline\n    }\n    shop {\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyOrderRow on Order {\n    id\n    grandTotal\n    createdAt\n    paymentStatus\n    status\n  }\n"): (typeof documents)["\n  fragment MyOrderRow on Order {\n    id\n    grandTotal\n    createdAt\n    paymentStatus\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrders($search: String, $page: Int!) {\n    myOrders(search: $search, page: $page) {\n      items {\n        ...MyOrderRow\n      }\n      meta {\n        ...PagerMeta\n      }\n    }\n    shop {\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  query MyOrders($search: String, $page: Int!) {\n    myOrders(search: $search, page: $page) {\n      items {\n        ...MyOrderRow\n      }\n      meta {\n        ...PagerMeta\n      }\n    }\n    shop {\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileFields on User {\n    id\n    name\n    email\n    verified\n  }\n"): (typeof documents)["\n  fragment ProfileFields on User {\n    id\n    name\n    email\n    verified\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile {\n    me {\n      ...ProfileFields\n    }\n  }\n"): (typeof documents)["\n  query Profile {\n    me {\n      ...ProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        ...ProfileFields\n      }\n      token\n      message\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        ...ProfileFields\n      }\n      token\n      message\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...SignedIn\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...SignedIn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerification {\n    resendVerificationEmail {\n      message\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResendVerification {\n    resendVerificationEmail {\n      message\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAttributes($search: String) {\n    adminAttributes(search: $search) {\n      id\n      name\n      values {\n        id\n        value\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAttributes($search: String) {\n    adminAttributes(search: $search) {\n      id\n      name\n      values {\n        id\n        value\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AttributeSaved on AttributePayload {\n    message\n    attribute {\n      id\n    }\n    errors {\n      ...FieldErrors\n    }\n  }\n"): (typeof documents)["\n  fragment AttributeSaved on AttributePayload {\n    message\n    attribute {\n      id\n    }\n    errors {\n      ...FieldErrors\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAttribute($input: AttributeInput!) {\n    createAttribute(input: $input) {\n      ...AttributeSaved\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAttribute($input: AttributeInput!) {\n    createAttribute(input: $input) {\n      ...AttributeSaved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAttribute($id: Int!, $input: AttributeInput!) {\n    updateAttribute(id: $id, input: $input) {\n      ...AttributeSaved\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAttribute($id: Int!, $input: AttributeInput!) {\n    updateAttribute(id: $id, input: $input) {\n      ...AttributeSaved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAttribute($id: Int!) {\n    deleteAttribute(id: $id) {\n      ok\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAttribute($id: Int!) {\n    deleteAttribute(id: $id) {\n      ok\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBrands($search: String) {\n    adminBrands(search: $search) {\n      id\n      name\n      status\n    }\n  }\n"): (typeof documents)["\n  query AdminBrands($search: String) {\n    adminBrands(search: $search) {\n      id\n      name\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBrand($id: Int!) {\n    deleteBrand(id: $id) {\n      ok\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteBrand($id: Int!) {\n    deleteBrand(id: $id) {\n      ok\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BrandSaved on BrandPayload {\n    message\n    brand {\n      id\n    }\n    errors {\n      ...FieldErrors\n    }\n  }\n"): (typeof documents)["\n  fragment BrandSaved on BrandPayload {\n    message\n    brand {\n      id\n    }\n    errors {\n      ...FieldErrors\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBrand($input: BrandInput!) {\n    createBrand(input: $input) {\n      ...BrandSaved\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBrand($input: BrandInput!) {\n    createBrand(input: $input) {\n      ...BrandSaved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBrand($id: Int!, $input: BrandInput!) {\n    updateBrand(id: $id, input: $input) {\n      ...BrandSaved\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBrand($id: Int!, $input: BrandInput!) {\n    updateBrand(id: $id, input: $input) {\n      ...BrandSaved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCategories($search: String) {\n    adminCategories(search: $search) {\n      id\n      name\n      status\n      parentId\n      children {\n        id\n        name\n        status\n        parentId\n        children {\n          id\n          name\n          status\n          parentId\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCategories($search: String) {\n    adminCategories(search: $search) {\n      id\n      name\n      status\n      parentId\n      children {\n        id\n        name\n        status\n        parentId\n        children {\n          id\n          name\n          status\n          parentId\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCategory($id: Int!) {\n    deleteCategory(id: $id) {\n      ok\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCategory($id: Int!) {\n    deleteCategory(id: $id) {\n      ok\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategorySaved on CategoryPayload {\n    message\n    category {\n      id\n    }\n    errors {\n      ...FieldErrors\n    }\n  }\n"): (typeof documents)["\n  fragment CategorySaved on CategoryPayload {\n    message\n    category {\n      id\n    }\n    errors {\n      ...FieldErrors\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      ...CategorySaved\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      ...CategorySaved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      ...CategorySaved\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      ...CategorySaved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminCourierRow on Courier {\n    id\n    name\n    trackingUrlTemplate\n    active\n  }\n"): (typeof documents)["\n  fragment AdminCourierRow on Courier {\n    id\n    name\n    trackingUrlTemplate\n    active\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCouriers($search: String) {\n    adminCouriers(search: $search) {\n      ...AdminCourierRow\n    }\n  }\n"): (typeof documents)["\n  query AdminCouriers($search: String) {\n    adminCouriers(search: $search) {\n      ...AdminCourierRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CourierSaved on CourierPayload {\n    message\n    courier {\n      ...AdminCourierRow\n    }\n    errors {\n      ...FieldErrors\n    }\n  }\n"): (typeof documents)["\n  fragment CourierSaved on CourierPayload {\n    message\n    courier {\n      ...AdminCourierRow\n    }\n    errors {\n      ...FieldErrors\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCourier($input: CourierInput!) {\n    createCourier(input: $input) {\n      ...CourierSaved\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCourier($input: CourierInput!) {\n    createCourier(input: $input) {\n      ...CourierSaved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCourier($id: Int!, $input: CourierInput!) {\n    updateCourier(id: $id, input: $input) {\n      ...CourierSaved\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCourier($id: Int!, $input: CourierInput!) {\n    updateCourier(id: $id, input: $input) {\n      ...CourierSaved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCourier($id: Int!) {\n    deleteCourier(id: $id) {\n      ok\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCourier($id: Int!) {\n    deleteCourier(id: $id) {\n      ok\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomers($search: String, $sort: String, $direction: String, $page: Int!) {\n    adminCustomers(search: $search, sort: $sort, direction: $direction, page: $page, perPage: 20) {\n      items {\n        id\n        name\n        email\n        createdAt\n        ordersCount\n        totalSpent\n        lastOrderAt\n        returnedCod\n      }\n      meta {\n        ...PagerMeta\n      }\n    }\n    shop {\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomers($search: String, $sort: String, $direction: String, $page: Int!) {\n    adminCustomers(search: $search, sort: $sort, direction: $direction, page: $page, perPage: 20) {\n      items {\n        id\n        name\n        email\n        createdAt\n        ordersCount\n        totalSpent\n        lastOrderAt\n        returnedCod\n      }\n      meta {\n        ...PagerMeta\n      }\n    }\n    shop {\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboard {\n    dashboard {\n      customers\n      orders\n      products\n      revenue30Days\n      daily {\n        day\n        orders\n        revenue\n      }\n      todo {\n        receiptsWaiting\n        codToConfirm\n        toShip\n        lowStock\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboard {\n    dashboard {\n      customers\n      orders\n      products\n      revenue30Days\n      daily {\n        day\n        orders\n        revenue\n      }\n      todo {\n        receiptsWaiting\n        codToConfirm\n        toShip\n        lowStock\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminChangePassword($input: ChangePasswordInput!) {\n    adminChangePassword(input: $input) {\n      token\n      message\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminChangePassword($input: ChangePasswordInput!) {\n    adminChangePassword(input: $input) {\n      token\n      message\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DiscountCodeFields on DiscountCode {\n    id\n    code\n    kind\n    value\n    minOrder\n    startsAt\n    endsAt\n    maxUses\n    maxUsesPerCustomer\n    usedCount\n    categoryIds\n    productIds\n    active\n    status\n  }\n"): (typeof documents)["\n  fragment DiscountCodeFields on DiscountCode {\n    id\n    code\n    kind\n    value\n    minOrder\n    startsAt\n    endsAt\n    maxUses\n    maxUsesPerCustomer\n    usedCount\n    categoryIds\n    productIds\n    active\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDiscountCodes($search: String) {\n    adminDiscountCodes(search: $search) {\n      ...DiscountCodeFields\n    }\n  }\n"): (typeof documents)["\n  query AdminDiscountCodes($search: String) {\n    adminDiscountCodes(search: $search) {\n      ...DiscountCodeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DiscountCodeSaved on DiscountCodePayload {\n    message\n    discountCode {\n      ...DiscountCodeFields\n    }\n    errors {\n      ...FieldErrors\n    }\n  }\n"): (typeof documents)["\n  fragment DiscountCodeSaved on DiscountCodePayload {\n    message\n    discountCode {\n      ...DiscountCodeFields\n    }\n    errors {\n      ...FieldErrors\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDiscountCode($input: DiscountCodeInput!) {\n    createDiscountCode(input: $input) {\n      ...DiscountCodeSaved\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDiscountCode($input: DiscountCodeInput!) {\n    createDiscountCode(input: $input) {\n      ...DiscountCodeSaved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDiscountCode($id: Int!, $input: DiscountCodeInput!) {\n    updateDiscountCode(id: $id, input: $input) {\n      ...DiscountCodeSaved\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDiscountCode($id: Int!, $input: DiscountCodeInput!) {\n    updateDiscountCode(id: $id, input: $input) {\n      ...DiscountCodeSaved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDiscountCode($id: Int!) {\n    deleteDiscountCode(id: $id) {\n      ok\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteDiscountCode($id: Int!) {\n    deleteDiscountCode(id: $id) {\n      ok\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiscountProductSearch($search: String) {\n    adminProducts(search: $search, page: 1, perPage: 8) {\n      items {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query DiscountProductSearch($search: String) {\n    adminProducts(search: $search, page: 1, perPage: 8) {\n      items {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrderCourierBooking($id: Int!) {\n    adminOrder(id: $id) {\n      id\n      ...CourierBooking\n    }\n  }\n"): (typeof documents)["\n  query AdminOrderCourierBooking($id: Int!) {\n    adminOrder(id: $id) {\n      id\n      ...CourierBooking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookCourier($orderId: Int!, $input: BookCourierInput!) {\n    bookCourier(orderId: $orderId, input: $input) {\n      ...OrderChange\n    }\n  }\n"): (typeof documents)["\n  mutation BookCourier($orderId: Int!, $input: BookCourierInput!) {\n    bookCourier(orderId: $orderId, input: $input) {\n      ...OrderChange\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelCourierBooking($orderId: Int!) {\n    cancelCourierBooking(orderId: $orderId) {\n      ...OrderChange\n    }\n  }\n"): (typeof documents)["\n  mutation CancelCourierBooking($orderId: Int!) {\n    cancelCourierBooking(orderId: $orderId) {\n      ...OrderChange\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourierChoices {\n    courierChoices {\n      courier\n      label\n    }\n  }\n"): (typeof documents)["\n  query CourierChoices {\n    courierChoices {\n      courier\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookCourierSelection($orderIds: [Int!]!, $input: BookCourierInput!) {\n    bookCourierSelection(orderIds: $orderIds, input: $input) {\n      message\n      outcomes {\n        orderId\n        trackingNumber\n        error\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BookCourierSelection($orderIds: [Int!]!, $input: BookCourierInput!) {\n    bookCourierSelection(orderIds: $orderIds, input: $input) {\n      message\n      outcomes {\n        orderId\n        trackingNumber\n        error\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrder($id: Int!) {\n    adminOrder(id: $id) {\n      id\n      manualPayment\n      reviewableReceiptIds\n      ...OrderSummary\n      ...OrderTimeline\n      ...AdminReceipts\n      ...CodConfirmation\n      ...OrderUpdateForm\n    }\n    adminCouriers {\n      id\n      name\n      active\n    }\n    shop {\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  query AdminOrder($id: Int!) {\n    adminOrder(id: $id) {\n      id\n      manualPayment\n      reviewableReceiptIds\n      ...OrderSummary\n      ...OrderTimeline\n      ...AdminReceipts\n      ...CodConfirmation\n      ...OrderUpdateForm\n    }\n    adminCouriers {\n      id\n      name\n      active\n    }\n    shop {\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderChange on OrderPayload {\n    message\n    order {\n      id\n      status\n      paymentStatus\n      codConfirmedAt\n      trackingNumber\n      version\n    }\n    errors {\n      ...FieldErrors\n    }\n  }\n"): (typeof documents)["\n  fragment OrderChange on OrderPayload {\n    message\n    order {\n      id\n      status\n      paymentStatus\n      codConfirmedAt\n      trackingNumber\n      version\n    }\n    errors {\n      ...FieldErrors\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyPaymentReceipt($id: Int!) {\n    verifyPaymentReceipt(id: $id) {\n      ...OrderChange\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyPaymentReceipt($id: Int!) {\n    verifyPaymentReceipt(id: $id) {\n      ...OrderChange\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectPaymentReceipt($id: Int!, $reason: String!) {\n    rejectPaymentReceipt(id: $id, reason: $reason) {\n      ...OrderChange\n    }\n  }\n"): (typeof documents)["\n  mutation RejectPaymentReceipt($id: Int!, $reason: String!) {\n    rejectPaymentReceipt(id: $id, reason: $reason) {\n      ...OrderChange\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmCodOrder($id: Int!) {\n    confirmCodOrder(id: $id) {\n      ...OrderChange\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmCodOrder($id: Int!) {\n    confirmCodOrder(id: $id) {\n      ...OrderChange\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrder(\n    $id: Int!\n    $status: String!\n    $paymentStatus: String!\n    $courierId: Int\n    $trackingNumber: String\n    $version: Int\n  ) {\n    updateOrder(\n      id: $id\n      status: $status\n      paymentStatus: $paymentStatus\n      courierId: $courierId\n      trackingNumber: $trackingNumber\n      version: $version\n    ) {\n      ...OrderChange\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrder(\n    $id: Int!\n    $status: String!\n    $paymentStatus: String!\n    $courierId: Int\n    $trackingNumber: String\n    $version: Int\n  ) {\n    updateOrder(\n      id: $id\n      status: $status\n      paymentStatus: $paymentStatus\n      courierId: $courierId\n      trackingNumber: $trackingNumber\n      version: $version\n    ) {\n      ...OrderChange\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrders(\n    $search: String\n    $sort: String\n    $direction: String\n    $page: Int!\n    $filter: AdminOrderFilter\n  ) {\n    adminOrders(\n      search: $search\n      sort: $sort\n      direction: $direction\n      page: $page\n      perPage: 20\n      filter: $filter\n    ) {\n      items {\n        id\n        name\n        email\n        grandTotal\n        createdAt\n        paymentStatus\n        paymentMethod\n        paymentMethodLabel\n        city\n        status\n        transactionIdNote\n        codConfirmation\n        returnRecord {\n          summary\n        }\n      }\n      meta {\n        ...PagerMeta\n      }\n    }\n    shop {\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  query AdminOrders(\n    $search: String\n    $sort: String\n    $direction: String\n    $page: Int!\n    $filter: AdminOrderFilter\n  ) {\n    adminOrders(\n      search: $search\n      sort: $sort\n      direction: $direction\n      page: $page\n      perPage: 20\n      filter: $filter\n    ) {\n      items {\n        id\n        name\n        email\n        grandTotal\n        createdAt\n        paymentStatus\n        paymentMethod\n        paymentMethodLabel\n        city\n        status\n        transactionIdNote\n        codConfirmation\n        returnRecord {\n          summary\n        }\n      }\n      meta {\n        ...PagerMeta\n      }\n    }\n    shop {\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrdersCsv($search: String, $sort: String, $direction: String, $filter: AdminOrderFilter) {\n    adminOrdersCsv(search: $search, sort: $sort, direction: $direction, filter: $filter) {\n      fileName\n      text\n      rows\n    }\n  }\n"): (typeof documents)["\n  query AdminOrdersCsv($search: String, $sort: String, $direction: String, $filter: AdminOrderFilter) {\n    adminOrdersCsv(search: $search, sort: $sort, direction: $direction, filter: $filter) {\n      fileName\n      text\n      rows\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PackingSlipLink($orderIds: [Int!]!) {\n    packingSlipLink(orderIds: $orderIds) {\n      ...PrintLink\n    }\n  }\n"): (typeof documents)["\n  mutation PackingSlipLink($orderIds: [Int!]!) {\n    packingSlipLink(orderIds: $orderIds) {\n      ...PrintLink\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CourierLabelsLink($orderIds: [Int!]!) {\n    courierLabelsLink(orderIds: $orderIds) {\n      ...PrintLink\n    }\n  }\n"): (typeof documents)["\n  mutation CourierLabelsLink($orderIds: [Int!]!) {\n    courierLabelsLink(orderIds: $orderIds) {\n      ...PrintLink\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrderRefunds($id: Int!) {\n    adminOrder(id: $id) {\n      id\n      paymentStatus\n      refunds {\n        paid\n        refunded\n        refundable\n        byApi\n        items {\n          id\n          amount\n          reason\n          via\n          reference\n          status\n          failure\n          createdBy\n          createdAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrderRefunds($id: Int!) {\n    adminOrder(id: $id) {\n      id\n      paymentStatus\n      refunds {\n        paid\n        refunded\n        refundable\n        byApi\n        items {\n          id\n          amount\n          reason\n          via\n          reference\n          status\n          failure\n          createdBy\n          createdAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundOrder(\n    $orderId: Int!\n    $amount: Float!\n    $reason: String!\n    $reference: String\n    $idempotencyKey: String\n  ) {\n    refundOrder(\n      orderId: $orderId\n      amount: $amount\n      reason: $reason\n      reference: $reference\n      idempotencyKey: $idempotencyKey\n    ) {\n      message\n      refund {\n        id\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RefundOrder(\n    $orderId: Int!\n    $amount: Float!\n    $reason: String!\n    $reference: String\n    $idempotencyKey: String\n  ) {\n    refundOrder(\n      orderId: $orderId\n      amount: $amount\n      reason: $reason\n      reference: $reference\n      idempotencyKey: $idempotencyKey\n    ) {\n      message\n      refund {\n        id\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CodConfirmation on Order {\n    id\n    status\n    paymentMethod\n    mobile\n    codConfirmedAt\n    codConfirmation\n    returnRecord {\n      summary\n    }\n  }\n"): (typeof documents)["\n  fragment CodConfirmation on Order {\n    id\n    status\n    paymentMethod\n    mobile\n    codConfirmedAt\n    codConfirmation\n    returnRecord {\n      summary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CourierBooking on Order {\n    id\n    status\n    courierBooking {\n      courier\n      courierLabel\n      status\n      trackingNumber\n      codAmount\n      weightGrams\n      pieces\n      courierStatus\n    }\n    courierBookingOptions {\n      codAmount\n      couriers {\n        courier\n        label\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CourierBooking on Order {\n    id\n    status\n    courierBooking {\n      courier\n      courierLabel\n      status\n      trackingNumber\n      codAmount\n      weightGrams\n      pieces\n      courierStatus\n    }\n    courierBookingOptions {\n      codAmount\n      couriers {\n        courier\n        label\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PrintLink on PrintLinkPayload {\n    url\n    message\n    errors {\n      ...FieldErrors\n    }\n  }\n"): (typeof documents)["\n  fragment PrintLink on PrintLinkPayload {\n    url\n    message\n    errors {\n      ...FieldErrors\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderUpdateForm on Order {\n    id\n    status\n    paymentStatus\n    version\n    trackingNumber\n    courier {\n      id\n    }\n    history {\n      id\n      summary\n      actorName\n    }\n  }\n"): (typeof documents)["\n  fragment OrderUpdateForm on Order {\n    id\n    status\n    paymentStatus\n    version\n    trackingNumber\n    courier {\n      id\n    }\n    history {\n      id\n      summary\n      actorName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminReceipts on Order {\n    id\n    grandTotal\n    paymentAccount\n    transactionIdNote\n    reviewableReceiptIds\n    receipts {\n      id\n      fileName\n      downloadName\n      detectedType\n      transactionIdAlsoOn\n      contentType\n      uploadedAt\n      transactionId\n      amountPaid\n      status\n      rejectReason\n      reviewedAt\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment AdminReceipts on Order {\n    id\n    grandTotal\n    paymentAccount\n    transactionIdNote\n    reviewableReceiptIds\n    receipts {\n      id\n      fileName\n      downloadName\n      detectedType\n      transactionIdAlsoOn\n      contentType\n      uploadedAt\n      transactionId\n      amountPaid\n      status\n      rejectReason\n      reviewedAt\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProductWithVariants($input: ProductWithVariantsInput!) {\n    createProductWithVariants(input: $input) {\n      ...ProductSaved\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProductWithVariants($input: ProductWithVariantsInput!) {\n    createProductWithVariants(input: $input) {\n      ...ProductSaved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminLowStockThreshold($productId: Int!) {\n    lowStockThreshold(productId: $productId)\n  }\n"): (typeof documents)["\n  query AdminLowStockThreshold($productId: Int!) {\n    lowStockThreshold(productId: $productId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetLowStockThreshold($productId: Int!, $threshold: Int!) {\n    setLowStockThreshold(productId: $productId, threshold: $threshold) {\n      threshold\n      message\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetLowStockThreshold($productId: Int!, $threshold: Int!) {\n    setLowStockThreshold(productId: $productId, threshold: $threshold) {\n      threshold\n      message\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductFormData($id: Int!, $edit: Boolean!) {\n    adminCategories {\n      ...CategoryTree\n    }\n    adminBrands {\n      id\n      name\n    }\n    adminAttributes {\n      id\n      name\n      values {\n        id\n        value\n        code\n      }\n    }\n    adminProduct(id: $id) @include(if: $edit) {\n      id\n      title\n      price\n      comparePrice\n      qty\n      sku\n      barcode\n      status\n      isFeatured\n      shortDescription\n      description\n      version\n      category {\n        id\n      }\n      brand {\n        id\n      }\n      images {\n        id\n        image\n        isDefault\n        thumbnailUrl(width: 300)\n      }\n      attributeValues {\n        id\n        qty\n        attribute {\n          id\n        }\n      }\n      variants {\n        id\n        sku\n        price\n        stock\n        size\n        color\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductFormData($id: Int!, $edit: Boolean!) {\n    adminCategories {\n      ...CategoryTree\n    }\n    adminBrands {\n      id\n      name\n    }\n    adminAttributes {\n      id\n      name\n      values {\n        id\n        value\n        code\n      }\n    }\n    adminProduct(id: $id) @include(if: $edit) {\n      id\n      title\n      price\n      comparePrice\n      qty\n      sku\n      barcode\n      status\n      isFeatured\n      shortDescription\n      description\n      version\n      category {\n        id\n      }\n      brand {\n        id\n      }\n      images {\n        id\n        image\n        isDefault\n        thumbnailUrl(width: 300)\n      }\n      attributeValues {\n        id\n        qty\n        attribute {\n          id\n        }\n      }\n      variants {\n        id\n        sku\n        price\n        stock\n        size\n        color\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductSaved on ProductPayload {\n    message\n    product {\n      id\n      hiddenReason\n    }\n    errors {\n      ...FieldErrors\n    }\n  }\n"): (typeof documents)["\n  fragment ProductSaved on ProductPayload {\n    message\n    product {\n      id\n      hiddenReason\n    }\n    errors {\n      ...FieldErrors\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProduct($input: ProductInput!, $gallery: [Upload!]) {\n    createProduct(input: $input, gallery: $gallery) {\n      ...ProductSaved\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProduct($input: ProductInput!, $gallery: [Upload!]) {\n    createProduct(input: $input, gallery: $gallery) {\n      ...ProductSaved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadProductImage($productId: Int!, $file: Upload!) {\n    uploadProductImage(productId: $productId, file: $file) {\n      image {\n        id\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UploadProductImage($productId: Int!, $file: Upload!) {\n    uploadProductImage(productId: $productId, file: $file) {\n      image {\n        id\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($id: Int!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...ProductSaved\n      currentStock {\n        field\n        quantity\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProduct($id: Int!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...ProductSaved\n      currentStock {\n        field\n        quantity\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDefaultImage($productId: Int!, $imageId: Int!) {\n    setDefaultProductImage(productId: $productId, imageId: $imageId) {\n      ok\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SetDefaultImage($productId: Int!, $imageId: Int!) {\n    setDefaultProductImage(productId: $productId, imageId: $imageId) {\n      ok\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteImage($id: Int!) {\n    deleteProductImage(id: $id) {\n      ok\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteImage($id: Int!) {\n    deleteProductImage(id: $id) {\n      ok\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VariantChange on ProductPayload {\n    product {\n      id\n      version\n    }\n    errors {\n      ...FieldErrors\n    }\n  }\n"): (typeof documents)["\n  fragment VariantChange on ProductPayload {\n    product {\n      id\n      version\n    }\n    errors {\n      ...FieldErrors\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddProductVariant($productId: Int!, $input: VariantFormInput!) {\n    addProductVariant(productId: $productId, input: $input) {\n      ...VariantChange\n    }\n  }\n"): (typeof documents)["\n  mutation AddProductVariant($productId: Int!, $input: VariantFormInput!) {\n    addProductVariant(productId: $productId, input: $input) {\n      ...VariantChange\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProductVariantPrice($id: Int!, $price: Float!) {\n    updateProductVariantPrice(id: $id, price: $price) {\n      ...VariantChange\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProductVariantPrice($id: Int!, $price: Float!) {\n    updateProductVariantPrice(id: $id, price: $price) {\n      ...VariantChange\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveProductVariant($id: Int!) {\n    removeProductVariant(id: $id) {\n      ...VariantChange\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveProductVariant($id: Int!) {\n    removeProductVariant(id: $id) {\n      ...VariantChange\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProductsCsv($search: String, $sort: String, $direction: String) {\n    adminProductsCsv(search: $search, sort: $sort, direction: $direction) {\n      fileName\n      text\n      rows\n    }\n  }\n"): (typeof documents)["\n  query AdminProductsCsv($search: String, $sort: String, $direction: String) {\n    adminProductsCsv(search: $search, sort: $sort, direction: $direction) {\n      fileName\n      text\n      rows\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportProductsCsv($file: Upload!, $apply: Boolean!) {\n    importProductsCsv(file: $file, apply: $apply) {\n      errors {\n        ...FieldErrors\n      }\n      problems {\n        row\n        column\n        message\n      }\n      applied\n      rows\n      products\n      creates\n      updates\n      unchanged\n    }\n  }\n"): (typeof documents)["\n  mutation ImportProductsCsv($file: Upload!, $apply: Boolean!) {\n    importProductsCsv(file: $file, apply: $apply) {\n      errors {\n        ...FieldErrors\n      }\n      problems {\n        row\n        column\n        message\n      }\n      applied\n      rows\n      products\n      creates\n      updates\n      unchanged\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProducts($search: String, $sort: String, $direction: String, $page: Int!, $lowStock: Boolean) {\n    adminProducts(\n      search: $search\n      sort: $sort\n      direction: $direction\n      page: $page\n      perPage: 20\n      lowStock: $lowStock\n    ) {\n      items {\n        id\n        title\n        price\n        availableStock\n        sku\n        status\n        hiddenReason\n        thumbnailUrl(width: 300)\n      }\n      meta {\n        ...PagerMeta\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminProducts($search: String, $sort: String, $direction: String, $page: Int!, $lowStock: Boolean) {\n    adminProducts(\n      search: $search\n      sort: $sort\n      direction: $direction\n      page: $page\n      perPage: 20\n      lowStock: $lowStock\n    ) {\n      items {\n        id\n        title\n        price\n        availableStock\n        sku\n        status\n        hiddenReason\n        thumbnailUrl(width: 300)\n      }\n      meta {\n        ...PagerMeta\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProduct($id: Int!) {\n    deleteProduct(id: $id) {\n      ok\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProduct($id: Int!) {\n    deleteProduct(id: $id) {\n      ok\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReconciliation($from: String!, $to: String!, $days: Int!) {\n    reconciliation(from: $from, to: $to, unsettledAfterDays: $days) {\n      errors {\n        ...FieldErrors\n      }\n      report {\n        unsettledAfterDays\n        lines {\n          source\n          label\n          kind\n          orders\n          paid\n          settledOrders\n          settled\n          fees\n          net\n          unsettledOrders\n          unsettled\n          differences {\n            kind\n            orderId\n            references\n            paid\n            settled\n            fee\n            settledOn\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminReconciliation($from: String!, $to: String!, $days: Int!) {\n    reconciliation(from: $from, to: $to, unsettledAfterDays: $days) {\n      errors {\n        ...FieldErrors\n      }\n      report {\n        unsettledAfterDays\n        lines {\n          source\n          label\n          kind\n          orders\n          paid\n          settledOrders\n          settled\n          fees\n          net\n          unsettledOrders\n          unsettled\n          differences {\n            kind\n            orderId\n            references\n            paid\n            settled\n            fee\n            settledOn\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportSettlementStatement($source: String!, $file: Upload!) {\n    importSettlementStatement(source: $source, file: $file) {\n      errors {\n        ...FieldErrors\n      }\n      rows\n      added\n      alreadyImported\n      unmatched\n    }\n  }\n"): (typeof documents)["\n  mutation ImportSettlementStatement($source: String!, $file: Upload!) {\n    importSettlementStatement(source: $source, file: $file) {\n      errors {\n        ...FieldErrors\n      }\n      rows\n      added\n      alreadyImported\n      unmatched\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSalesReport($from: String!, $to: String!) {\n    salesReport(from: $from, to: $to) {\n      errors {\n        ...FieldErrors\n      }\n      report {\n        from\n        to\n        timeZone\n        totals {\n          orders\n          paidOrders\n          revenue\n          averageOrderValue\n        }\n        byDay {\n          key\n          orders\n          revenue\n        }\n        byProduct {\n          key\n          label\n          orders\n          units\n          revenue\n        }\n        byCategory {\n          key\n          label\n          orders\n          units\n          revenue\n        }\n        byPaymentMethod {\n          key\n          label\n          orders\n          units\n          revenue\n        }\n        byCity {\n          key\n          label\n          orders\n          units\n          revenue\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSalesReport($from: String!, $to: String!) {\n    salesReport(from: $from, to: $to) {\n      errors {\n        ...FieldErrors\n      }\n      report {\n        from\n        to\n        timeZone\n        totals {\n          orders\n          paidOrders\n          revenue\n          averageOrderValue\n        }\n        byDay {\n          key\n          orders\n          revenue\n        }\n        byProduct {\n          key\n          label\n          orders\n          units\n          revenue\n        }\n        byCategory {\n          key\n          label\n          orders\n          units\n          revenue\n        }\n        byPaymentMethod {\n          key\n          label\n          orders\n          units\n          revenue\n        }\n        byCity {\n          key\n          label\n          orders\n          units\n          revenue\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSalesReportCsv($from: String!, $to: String!) {\n    salesReportCsv(from: $from, to: $to) {\n      fileName\n      csv\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSalesReportCsv($from: String!, $to: String!) {\n    salesReportCsv(from: $from, to: $to) {\n      fileName\n      csv\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReviews($search: String, $status: ReviewState, $page: Int) {\n    adminReviews(search: $search, status: $status, page: $page) {\n      items {\n        id\n        productId\n        productTitle\n        name\n        comment\n        rating\n        status\n        createdAt\n      }\n      meta {\n        ...PagerMeta\n      }\n    }\n    reviewModeration {\n      holdForApproval\n    }\n  }\n"): (typeof documents)["\n  query AdminReviews($search: String, $status: ReviewState, $page: Int) {\n    adminReviews(search: $search, status: $status, page: $page) {\n      items {\n        id\n        productId\n        productTitle\n        name\n        comment\n        rating\n        status\n        createdAt\n      }\n      meta {\n        ...PagerMeta\n      }\n    }\n    reviewModeration {\n      holdForApproval\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetReviewStatus($id: Int!, $status: ReviewState!) {\n    setReviewStatus(id: $id, status: $status) {\n      message\n      review {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetReviewStatus($id: Int!, $status: ReviewState!) {\n    setReviewStatus(id: $id, status: $status) {\n      message\n      review {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteReview($id: Int!) {\n    deleteReview(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteReview($id: Int!) {\n    deleteReview(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetReviewModeration($holdForApproval: Boolean!) {\n    setReviewModeration(holdForApproval: $holdForApproval) {\n      holdForApproval\n    }\n  }\n"): (typeof documents)["\n  mutation SetReviewModeration($holdForApproval: Boolean!) {\n    setReviewModeration(holdForApproval: $holdForApproval) {\n      holdForApproval\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceState on ServiceSettings {\n    service\n    configured\n    missing\n    version\n    updatedAt\n    fields {\n      name\n      value\n      set\n    }\n  }\n"): (typeof documents)["\n  fragment ServiceState on ServiceSettings {\n    service\n    configured\n    missing\n    version\n    updatedAt\n    fields {\n      name\n      value\n      set\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServiceSettings {\n    serviceSettings {\n      ...ServiceState\n      label\n      fields {\n        label\n        secret\n        required\n        default\n        choices\n        help\n      }\n    }\n  }\n"): (typeof documents)["\n  query ServiceSettings {\n    serviceSettings {\n      ...ServiceState\n      label\n      fields {\n        label\n        secret\n        required\n        default\n        choices\n        help\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveServiceSettings($service: String!, $values: [SettingValueInput!]!, $version: Int) {\n    saveServiceSettings(service: $service, values: $values, version: $version) {\n      message\n      settings {\n        ...ServiceState\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveServiceSettings($service: String!, $values: [SettingValueInput!]!, $version: Int) {\n    saveServiceSettings(service: $service, values: $values, version: $version) {\n      message\n      settings {\n        ...ServiceState\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BlocklistRow on BlocklistEntry {\n    id\n    kind\n    value\n    note\n    createdAt\n  }\n"): (typeof documents)["\n  fragment BlocklistRow on BlocklistEntry {\n    id\n    kind\n    value\n    note\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Blocklist {\n    blocklist {\n      ...BlocklistRow\n    }\n  }\n"): (typeof documents)["\n  query Blocklist {\n    blocklist {\n      ...BlocklistRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddBlocklistEntry($input: BlocklistEntryInput!) {\n    addBlocklistEntry(input: $input) {\n      message\n      entry {\n        ...BlocklistRow\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddBlocklistEntry($input: BlocklistEntryInput!) {\n    addBlocklistEntry(input: $input) {\n      message\n      entry {\n        ...BlocklistRow\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveBlocklistEntry($id: Int!) {\n    removeBlocklistEntry(id: $id) {\n      ok\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveBlocklistEntry($id: Int!) {\n    removeBlocklistEntry(id: $id) {\n      ok\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShippingDefaults on ShippingSettings {\n    defaultRate\n    freeShippingThreshold\n  }\n"): (typeof documents)["\n  fragment ShippingDefaults on ShippingSettings {\n    defaultRate\n    freeShippingThreshold\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShippingRateRow on ShippingRate {\n    id\n    province\n    city\n    rate\n  }\n"): (typeof documents)["\n  fragment ShippingRateRow on ShippingRate {\n    id\n    province\n    city\n    rate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShippingSettings {\n    shippingSettings {\n      ...ShippingDefaults\n    }\n    provinces\n  }\n"): (typeof documents)["\n  query ShippingSettings {\n    shippingSettings {\n      ...ShippingDefaults\n    }\n    provinces\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateShippingSettings($input: ShippingSettingsInput!) {\n    updateShippingSettings(input: $input) {\n      message\n      settings {\n        ...ShippingDefaults\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateShippingSettings($input: ShippingSettingsInput!) {\n    updateShippingSettings(input: $input) {\n      message\n      settings {\n        ...ShippingDefaults\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShippingRates($search: String) {\n    shippingRates(search: $search) {\n      ...ShippingRateRow\n    }\n  }\n"): (typeof documents)["\n  query ShippingRates($search: String) {\n    shippingRates(search: $search) {\n      ...ShippingRateRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveShippingRate($id: Int, $input: ShippingRateInput!) {\n    saveShippingRate(id: $id, input: $input) {\n      message\n      rate {\n        ...ShippingRateRow\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveShippingRate($id: Int, $input: ShippingRateInput!) {\n    saveShippingRate(id: $id, input: $input) {\n      message\n      rate {\n        ...ShippingRateRow\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteShippingRate($id: Int!) {\n    deleteShippingRate(id: $id) {\n      ok\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteShippingRate($id: Int!) {\n    deleteShippingRate(id: $id) {\n      ok\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShippingCities($province: String!) {\n    cities(province: $province) {\n      name\n    }\n  }\n"): (typeof documents)["\n  query ShippingCities($province: String!) {\n    cities(province: $province) {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffMembers {\n    staffMembers {\n      id\n      name\n      email\n      role\n      disabledAt\n      invitePending\n    }\n  }\n"): (typeof documents)["\n  query StaffMembers {\n    staffMembers {\n      id\n      name\n      email\n      role\n      disabledAt\n      invitePending\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffChange on StaffPayload {\n    message\n    errors {\n      ...FieldErrors\n    }\n  }\n"): (typeof documents)["\n  fragment StaffChange on StaffPayload {\n    message\n    errors {\n      ...FieldErrors\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteStaff($input: InviteStaffInput!) {\n    inviteStaff(input: $input) {\n      ...StaffChange\n      member {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation InviteStaff($input: InviteStaffInput!) {\n    inviteStaff(input: $input) {\n      ...StaffChange\n      member {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetStaffDisabled($id: Int!, $disabled: Boolean!) {\n    setStaffDisabled(id: $id, disabled: $disabled) {\n      ...StaffChange\n    }\n  }\n"): (typeof documents)["\n  mutation SetStaffDisabled($id: Int!, $disabled: Boolean!) {\n    setStaffDisabled(id: $id, disabled: $disabled) {\n      ...StaffChange\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveStaff($id: Int!) {\n    removeStaff(id: $id) {\n      ...StaffChange\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveStaff($id: Int!) {\n    removeStaff(id: $id) {\n      ...StaffChange\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendStaffInvite($id: Int!) {\n    resendStaffInvite(id: $id) {\n      ...StaffChange\n    }\n  }\n"): (typeof documents)["\n  mutation ResendStaffInvite($id: Int!) {\n    resendStaffInvite(id: $id) {\n      ...StaffChange\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptStaffInvite($input: AcceptStaffInviteInput!) {\n    acceptStaffInvite(input: $input) {\n      ...StaffChange\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptStaffInvite($input: AcceptStaffInviteInput!) {\n    acceptStaffInvite(input: $input) {\n      ...StaffChange\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Activity($after: String, $actorId: Int, $kind: String) {\n    activity(after: $after, perPage: 25, actorId: $actorId, kind: $kind) {\n      items {\n        id\n        at\n        actorName\n        actorRole\n        kindLabel\n        action\n        subjectId\n        subjectLabel\n        changes {\n          field\n          text\n        }\n      }\n      nextCursor\n    }\n    activityActors {\n      id\n      name\n    }\n    activityKinds {\n      kind\n      label\n    }\n  }\n"): (typeof documents)["\n  query Activity($after: String, $actorId: Int, $kind: String) {\n    activity(after: $after, perPage: 25, actorId: $actorId, kind: $kind) {\n      items {\n        id\n        at\n        actorName\n        actorRole\n        kindLabel\n        action\n        subjectId\n        subjectLabel\n        changes {\n          field\n          text\n        }\n      }\n      nextCursor\n    }\n    activityActors {\n      id\n      name\n    }\n    activityKinds {\n      kind\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckStock($productId: Int!, $qty: Int, $items: [StockItemInput!], $variantId: Int) {\n    checkStock(productId: $productId, qty: $qty, items: $items, variantId: $variantId) {\n      available\n      message\n      code\n      stock\n    }\n  }\n"): (typeof documents)["\n  query CheckStock($productId: Int!, $qty: Int, $items: [StockItemInput!], $variantId: Int) {\n    checkStock(productId: $productId, qty: $qty, items: $items, variantId: $variantId) {\n      available\n      message\n      code\n      stock\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutData {\n    me {\n      id\n      name\n      email\n    }\n    provinces\n    checkoutOptions {\n      cardEnabled\n      cardProvider\n      publishableKey\n      cardDisabledReason\n      paymentMethods {\n        code\n        label\n        instructions\n      }\n    }\n  }\n"): (typeof documents)["\n  query CheckoutData {\n    me {\n      id\n      name\n      email\n    }\n    provinces\n    checkoutOptions {\n      cardEnabled\n      cardProvider\n      publishableKey\n      cardDisabledReason\n      paymentMethods {\n        code\n        label\n        instructions\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cities($province: String!) {\n    cities(province: $province) {\n      name\n    }\n  }\n"): (typeof documents)["\n  query Cities($province: String!) {\n    cities(province: $province) {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      message\n      order {\n        id\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      message\n      order {\n        id\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePaymentIntent(\n    $cart: [CartLineGqlInput!]!\n    $amount: Float\n    $key: String\n    $province: String\n    $city: String\n    $discountCode: String\n  ) {\n    createPaymentIntent(\n      cart: $cart\n      amount: $amount\n      idempotencyKey: $key\n      province: $province\n      city: $city\n      discountCode: $discountCode\n    ) {\n      clientSecret\n      paymentIntentId\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePaymentIntent(\n    $cart: [CartLineGqlInput!]!\n    $amount: Float\n    $key: String\n    $province: String\n    $city: String\n    $discountCode: String\n  ) {\n    createPaymentIntent(\n      cart: $cart\n      amount: $amount\n      idempotencyKey: $key\n      province: $province\n      city: $city\n      discountCode: $discountCode\n    ) {\n      clientSecret\n      paymentIntentId\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderConfirmation($id: Int!) {\n    myOrder(id: $id) {\n      ...OrderSummary\n      ...CustomerReceipts\n      ...OnlinePayment\n    }\n    shop {\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  query OrderConfirmation($id: Int!) {\n    myOrder(id: $id) {\n      ...OrderSummary\n      ...CustomerReceipts\n      ...OnlinePayment\n    }\n    shop {\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartOnlinePayment($orderId: Int!) {\n    startOnlinePayment(orderId: $orderId) {\n      redirectUrl\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartOnlinePayment($orderId: Int!) {\n    startOnlinePayment(orderId: $orderId) {\n      redirectUrl\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OnlinePayment on Order {\n    id\n    paymentStatus\n    onlinePayment {\n      provider\n      providerLabel\n      canPay\n      status\n      message\n    }\n  }\n"): (typeof documents)["\n  fragment OnlinePayment on Order {\n    id\n    paymentStatus\n    onlinePayment {\n      provider\n      providerLabel\n      canPay\n      status\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      message\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      message\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchProducts($search: String!) {\n    searchProducts(search: $search) {\n      id\n      title\n      path\n      price\n      comparePrice\n      thumbnailUrl(width: 300)\n    }\n  }\n"): (typeof documents)["\n  query SearchProducts($search: String!) {\n    searchProducts(search: $search) {\n      id\n      title\n      path\n      price\n      comparePrice\n      thumbnailUrl(width: 300)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddToCartProduct($id: Int!) {\n    product(id: $id) {\n      ...PurchaseOptions\n      path\n      thumbnailUrl(width: 300)\n    }\n  }\n"): (typeof documents)["\n  query AddToCartProduct($id: Int!) {\n    product(id: $id) {\n      ...PurchaseOptions\n      path\n      thumbnailUrl(width: 300)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeProducts {\n    latestProducts {\n      ...ProductCard\n    }\n    featuredProducts {\n      ...ProductCard\n    }\n  }\n"): (typeof documents)["\n  query HomeProducts {\n    latestProducts {\n      ...ProductCard\n    }\n    featuredProducts {\n      ...ProductCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetails($id: Int!) {\n    product(id: $id) {\n      ...PurchaseOptions\n      sku\n      shortDescription\n      description\n      averageRating\n      reviewCount\n      category {\n        id\n        name\n      }\n      images {\n        id\n        imageUrl\n        large: thumbnailUrl(width: 800)\n        thumb: thumbnailUrl(width: 300)\n      }\n    }\n    shop {\n      delivery {\n        ...DeliveryTerms\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductDetails($id: Int!) {\n    product(id: $id) {\n      ...PurchaseOptions\n      sku\n      shortDescription\n      description\n      averageRating\n      reviewCount\n      category {\n        id\n        name\n      }\n      images {\n        id\n        imageUrl\n        large: thumbnailUrl(width: 800)\n        thumb: thumbnailUrl(width: 300)\n      }\n    }\n    shop {\n      delivery {\n        ...DeliveryTerms\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductReviews($id: Int!) {\n    productReviews(productId: $id) {\n      id\n      name\n      comment\n      rating\n      createdAt\n    }\n    shop {\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  query ProductReviews($id: Int!) {\n    productReviews(productId: $id) {\n      id\n      name\n      comment\n      rating\n      createdAt\n    }\n    shop {\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateReview($input: ReviewInput!) {\n    createReview(input: $input) {\n      message\n      review {\n        id\n        name\n        comment\n        rating\n        createdAt\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateReview($input: ReviewInput!) {\n    createReview(input: $input) {\n      message\n      review {\n        id\n        name\n        comment\n        rating\n        createdAt\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopFilters {\n    categories {\n      id\n      name\n      children {\n        id\n        name\n        children {\n          id\n          name\n        }\n      }\n    }\n    brands {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query ShopFilters {\n    categories {\n      id\n      name\n      children {\n        id\n        name\n        children {\n          id\n          name\n        }\n      }\n    }\n    brands {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopProducts($filter: ProductFilterInput, $sort: ProductSort!, $after: String) {\n    productFeed(filter: $filter, sort: $sort, after: $after) {\n      items {\n        ...ProductCard\n      }\n      nextCursor\n      hasMore\n      total\n    }\n  }\n"): (typeof documents)["\n  query ShopProducts($filter: ProductFilterInput, $sort: ProductSort!, $after: String) {\n    productFeed(filter: $filter, sort: $sort, after: $after) {\n      items {\n        ...ProductCard\n      }\n      nextCursor\n      hasMore\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopPage($filter: ProductFilterInput, $sort: ProductSort!, $page: Int!) {\n    products(filter: $filter, sort: $sort, page: $page) {\n      items {\n        ...ProductCard\n      }\n      meta {\n        currentPage\n        lastPage\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShopPage($filter: ProductFilterInput, $sort: ProductSort!, $page: Int!) {\n    products(filter: $filter, sort: $sort, page: $page) {\n      items {\n        ...ProductCard\n      }\n      meta {\n        currentPage\n        lastPage\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeliveryTerms on DeliveryTerms {\n    minDays\n    maxDays\n    shippingCharge\n    shippingVariesByCity\n    freeShippingFrom\n    cashOnDelivery\n  }\n"): (typeof documents)["\n  fragment DeliveryTerms on DeliveryTerms {\n    minDays\n    maxDays\n    shippingCharge\n    shippingVariesByCity\n    freeShippingFrom\n    cashOnDelivery\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard on Product {\n    id\n    title\n    path\n    price\n    comparePrice\n    purchasable\n    purchaseOptions {\n      minPrice\n      maxPrice\n    }\n    averageRating\n    reviewCount\n    thumbnailUrl(width: 300)\n  }\n"): (typeof documents)["\n  fragment ProductCard on Product {\n    id\n    title\n    path\n    price\n    comparePrice\n    purchasable\n    purchaseOptions {\n      minPrice\n      maxPrice\n    }\n    averageRating\n    reviewCount\n    thumbnailUrl(width: 300)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PurchaseOptions on Product {\n    id\n    title\n    comparePrice\n    imageUrl\n    purchasable\n    purchaseOptions {\n      groups {\n        attribute {\n          id\n          name\n        }\n        values {\n          id\n          value\n          code\n          qty\n        }\n      }\n      combinations {\n        attributeValueIds\n        variantId\n        price\n        availableStock\n        soldOutMessage\n        shortMessage\n      }\n      minPrice\n      maxPrice\n    }\n  }\n"): (typeof documents)["\n  fragment PurchaseOptions on Product {\n    id\n    title\n    comparePrice\n    imageUrl\n    purchasable\n    purchaseOptions {\n      groups {\n        attribute {\n          id\n          name\n        }\n        values {\n          id\n          value\n          code\n          qty\n        }\n      }\n      combinations {\n        attributeValueIds\n        variantId\n        price\n        availableStock\n        soldOutMessage\n        shortMessage\n      }\n      minPrice\n      maxPrice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAccess {\n    adminMe {\n      id\n      adminRole\n    }\n  }\n"): (typeof documents)["\n  query AdminAccess {\n    adminMe {\n      id\n      adminRole\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutQuote($input: CheckoutQuoteInput!) {\n    checkoutQuote(input: $input) {\n      quote {\n        subTotal\n        discount\n        discountCode\n        shipping\n        grandTotal\n        freeShippingRemaining\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"): (typeof documents)["\n  query CheckoutQuote($input: CheckoutQuoteInput!) {\n    checkoutQuote(input: $input) {\n      quote {\n        subTotal\n        discount\n        discountCode\n        shipping\n        grandTotal\n        freeShippingRemaining\n      }\n      errors {\n        ...FieldErrors\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FieldErrors on FieldError {\n    field\n    message\n    code\n  }\n"): (typeof documents)["\n  fragment FieldErrors on FieldError {\n    field\n    message\n    code\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopSettings {\n    shop {\n      timeZone\n      name\n    }\n  }\n"): (typeof documents)["\n  query ShopSettings {\n    shop {\n      timeZone\n      name\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;