import 'reflect-metadata';
// TypeORM's list of entities: the one place that reaches the entity files behind the modules' doors.
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
import { ProductImageEntity } from '../modules/catalog/product-image.entity';
import { OrderEntity, OrderHistoryEntity, OrderItemEntity } from '../modules/orders/order.entity';
import { ReceiptEntity } from '../modules/orders/receipt.entity';
import { ReviewEntity } from '../modules/reviews/review.entity';
import { CourierEntity } from '../modules/orders/courier.entity';
import { DiscountCodeEntity } from '../modules/discounts/discount.entity';
import { ShippingRateEntity, ShippingSettingsEntity } from '../modules/shipping/shipping.entity';
import { ServiceSettingsEntity } from '../modules/settings/service-settings.entity';
import { ProcessedEventEntity } from '../modules/webhooks/processed-event.entity';
import { PaymentAttemptEntity } from '../modules/payments/payment-attempt.entity';
import { CourierBookingEntity } from '../modules/couriers/booking.entity';
import { BlocklistEntity } from '../modules/guard/blocklist.entity';
import { SettlementEntity } from '../modules/reconciliation/settlement.entity';

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
  SettlementEntity,
];
