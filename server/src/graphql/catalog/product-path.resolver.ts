import { FieldResolver, Resolver, Root } from 'type-graphql';
import { Product } from './catalog.types';
import { type ProductEntity, productPath } from '../../modules/catalog';

@Resolver(() => Product)
export class ProductPathResolver {
  @FieldResolver(() => String, {
    description:
      'The canonical path of its page, /product/{id}/{slug} (the slug from its title); /product/{id} answers too.',
  })
  path(@Root() p: ProductEntity): string {
    return productPath(p);
  }
}
