import { EmailVerificationTokenEntity, PasswordResetTokenEntity } from '../modules/accounts/token.entity';
import { UserEntity } from '../modules/accounts/user.entity';
import { AttributeEntity, AttributeValueEntity } from '../modules/catalog/attribute.entity';
import { BrandEntity } from '../modules/catalog/brand.entity';
import { CategoryEntity } from '../modules/catalog/category.entity';
import {
  ProductAttributeValueEntity,
  ProductEntity,
  ProductVariantEntity,
} from '../modules/catalog/product.entity';
import { ContactMessageEntity } from '../modules/contact/contact-message.entity';
import { ProductImageEntity } from '../modules/media/product-image.entity';
import { OrderEntity, OrderHistoryEntity, OrderItemEntity } from '../modules/orders/order.entity';
import { ReviewEntity } from '../modules/reviews/review.entity';
import { CourierEntity } from '../modules/couriers/courier.entity';
import { ReceiptEntity } from '../modules/receipts/receipt.entity';
import { ServiceSettingsEntity } from '../modules/settings';
import { ProcessedEventEntity } from '../modules/webhooks';

export const entities = [
  UserEntity,
  PasswordResetTokenEntity,
  EmailVerificationTokenEntity,
  CategoryEntity,
  BrandEntity,
  AttributeEntity,
  AttributeValueEntity,
  ProductEntity,
  ProductAttributeValueEntity,
  ProductVariantEntity,
  ProductImageEntity,
  OrderEntity,
  OrderItemEntity,
  OrderHistoryEntity,
  ReviewEntity,
  ContactMessageEntity,
  CourierEntity,
  ReceiptEntity,
  ServiceSettingsEntity,
  ProcessedEventEntity,
];
