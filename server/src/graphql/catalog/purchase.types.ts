import { Field, Int, ObjectType } from 'type-graphql';
import { InheritsCachePolicy } from '../cache-control';
import { Rupees } from '../common.types';
import { Attribute, ProductAttributeValue } from './catalog.types';

@ObjectType({ description: 'One picker of a product: an attribute (or variant dimension) and its values.' })
@InheritsCachePolicy()
export class PurchaseGroup {
  @Field(() => Attribute, { description: 'What the picker chooses, e.g. Size.' }) attribute!: Attribute;
  @Field(() => [ProductAttributeValue], {
    description:
      "Its values in display order; `qty` is a linked value's own stock, or for a variant's size or colour that variant's stock.",
  })
  values!: ProductAttributeValue[];
}

@ObjectType({
  description:
    'One choice of a value per picker, with its price and the units available to it (the shop\u2019s stock rules).',
})
@InheritsCachePolicy()
export class PurchaseCombination {
  @Field(() => [Int], {
    description:
      'The chosen value ids, one per group in the groups\u2019 order; empty for a product without pickers.',
  })
  attributeValueIds!: number[];
  @Field(() => Int, {
    nullable: true,
    description: 'The variant this choice is, for a product with variants.',
  })
  variantId!: number | null;
  @Rupees({ description: 'Price in rupees.' }) price!: number;
  @Field(() => Int, {
    description:
      "Units that can be ordered of this choice now: its variant's stock, or the least of its values' and the product's.",
  })
  availableStock!: number;
  @Field(() => String, {
    nullable: true,
    description:
      'The shop\'s message when this choice has no stock (e.g. "This variant is out of stock."); null while it has.',
  })
  soldOutMessage!: string | null;
  @Field({ description: "The shop's message when one unit more than availableStock is asked for." })
  shortMessage!: string;
}

@ObjectType({ description: 'What a shopper picks and buys of a product: the pickers and every combination.' })
@InheritsCachePolicy()
export class PurchaseOptions {
  @Field(() => [PurchaseGroup], {
    description:
      'The pickers in display order: one per variant dimension (size, then colour) for a product with variants, else one per attribute of its linked values; none for a plain product.',
  })
  groups!: PurchaseGroup[];
  @Field(() => [PurchaseCombination], {
    description:
      'Every choice of one value per group (one per variant; for linked values every pairing, at most 1,000 in picker order; one with no values for a plain product).',
  })
  combinations!: PurchaseCombination[];
  @Rupees({ description: 'The lowest price a shopper can pay, in rupees.' }) minPrice!: number;
  @Rupees({ description: 'The highest price a shopper can pay, in rupees.' }) maxPrice!: number;
}
