import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { Brand, Category } from './catalog.types';
import { PublicCatalogue } from '../cache-control';

@Resolver()
export class CategoryResolver {
  @PublicCatalogue()
  @Query(() => [Category], { description: 'Active categories as a tree: roots with nested children.' })
  categories(@Ctx() ctx: GraphQLContext) {
    return ctx.services.categories.publicTree();
  }

  @PublicCatalogue()
  @Query(() => [Brand], { description: 'Active brands.' })
  brands(@Ctx() ctx: GraphQLContext) {
    return ctx.services.brands.publicList();
  }
}
