import 'reflect-metadata';
import { EmailVerificationTokenEntity, PasswordResetTokenEntity, UserEntity } from '../modules/accounts';
import {
  AttributeEntity,
  AttributeValueEntity,
  BrandEntity,
  CategoryEntity,
  ProductAttributeValueEntity,
  ProductEntity,
  ProductVariantEntity,
} from '../modules/catalog';
import { ContactMessageEntity } from '../modules/contact';
import { ProductImageEntity } from '../modules/media';
import { OrderEntity, OrderHistoryEntity, OrderItemEntity, ReceiptEntity } from '../modules/orders';
import { ReviewEntity } from '../modules/reviews';
import { CourierEntity } from '../modules/orders';
import { DiscountCodeEntity } from '../modules/discounts';
import { ShippingRateEntity, ShippingSettingsEntity } from '../modules/shipping';
import { ServiceSettingsEntity } from '../modules/settings';
import { ProcessedEventEntity } from '../modules/webhooks';
import { PaymentAttemptEntity } from '../modules/online-payments';
import { CourierBookingEntity } from '../modules/couriers';
import { BlocklistEntity } from '../modules/guard';

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
  DiscountCodeEntity,
  ShippingSettingsEntity,
  ShippingRateEntity,
  ReceiptEntity,
  ServiceSettingsEntity,
  ProcessedEventEntity,
  PaymentAttemptEntity,
  CourierBookingEntity,
  BlocklistEntity,
];
