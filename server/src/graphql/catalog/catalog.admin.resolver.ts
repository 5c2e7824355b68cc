import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../auth';
import type { GraphQLContext } from '../context';
import { pageArg, searchArg, TableArgs, tableQuery, type Table } from '../limits';
import { doneWith, pageOf, savedAs, withFieldErrors } from '../payload';
import { parseInput } from '../../shared/parse';
import * as inputs from '../../shared/inputs/catalog';
import { FileUpload, GraphQLUpload, readUpload } from '../upload';
import { ConflictError } from '../../shared/errors';
import { searchText } from '../../shared/search';
import {
  AdminProductPage,
  AttributeInput,
  AttributePayload,
  AttributeWithValues,
  BrandInput,
  BrandPayload,
  CategoryInput,
  CategoryPayload,
  DeletePayload,
  ProductImagePayload,
  ProductInput,
  ProductPayload,
  ProductWithVariantsInput,
  UpdateProductInput,
} from './catalog.admin.types';
import { Brand, Category, Product } from './catalog.types';
import {
  MAX_GALLERY_FILES,
  parseVersion,
  PRODUCT_SORTS,
  ATTRIBUTE_CREATED,
  ATTRIBUTE_DELETED,
  ATTRIBUTE_UPDATED,
  BRAND_CREATED,
  BRAND_DELETED,
  BRAND_UPDATED,
  CATEGORY_CREATED,
  CATEGORY_DELETED,
  CATEGORY_UPDATED,
  DEFAULT_IMAGE_UPDATED,
  IMAGE_DELETED,
  IMAGE_UPLOADED,
  PRODUCT_CREATED,
  PRODUCT_DELETED,
  PRODUCT_UPDATED,
  VARIANT_PRODUCT_CREATED,
} from '../../modules/catalog';

const ProductTable = TableArgs(PRODUCT_SORTS, {
  search: 'Text the title or SKU contains (case-insensitive).',
  defaultSort: 'id',
  perPage: 'Products per page, 1 to 100.',
});

@Resolver()
export class CatalogAdminResolver {
  @Auth('ADMIN')
  @Query(() => [Category], { description: 'All categories (active or not) as a tree.' })
  adminCategories(
    @Ctx() ctx: GraphQLContext,
    @Arg('search', () => String, searchArg('categories')) search?: string | null,
  ) {
    return ctx.services.catalogAdmin.categoryTree(searchText(search));
  }

  @Auth('ADMIN')
  @Mutation(() => CategoryPayload, { description: 'Add a category.' })
  createCategory(
    @Arg('input', { description: 'The category form.' }) input: CategoryInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return savedAs('category', CATEGORY_CREATED, async () => ({
      ...(await ctx.services.catalogAdmin.createCategory(parseInput(inputs.categoryInput, input))),
      children: [],
    }));
  }

  @Auth('ADMIN')
  @Mutation(() => CategoryPayload, { description: 'Save a category (name, status, parent).' })
  updateCategory(
    @Arg('id', () => Int, { description: 'The category id.' }) id: number,
    @Arg('input', { description: 'The category form.' }) input: CategoryInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return savedAs('category', CATEGORY_UPDATED, async () => ({
      ...(await ctx.services.catalogAdmin.updateCategory(id, parseInput(inputs.categoryInput, input))),
      children: [],
    }));
  }

  @Auth('ADMIN')
  @Mutation(() => DeletePayload, {
    description: 'Delete a category; refused while it has products or sub-categories.',
  })
  async deleteCategory(
    @Arg('id', () => Int, { description: 'The category id.' }) id: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return doneWith(CATEGORY_DELETED, () => ctx.services.catalogAdmin.deleteCategory(id));
  }

  @Auth('ADMIN')
  @Query(() => [Brand], { description: 'All brands, active or not.' })
  adminBrands(
    @Ctx() ctx: GraphQLContext,
    @Arg('search', () => String, searchArg('brands')) search?: string | null,
  ) {
    return ctx.services.catalogAdmin.brands(searchText(search));
  }

  @Auth('ADMIN')
  @Mutation(() => BrandPayload, { description: 'Add a brand.' })
  createBrand(
    @Arg('input', { description: 'The brand form.' }) input: BrandInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return savedAs('brand', BRAND_CREATED, () =>
      ctx.services.catalogAdmin.createBrand(parseInput(inputs.brandInput, input)),
    );
  }

  @Auth('ADMIN')
  @Mutation(() => BrandPayload, { description: 'Save a brand (name, status).' })
  updateBrand(
    @Arg('id', () => Int, { description: 'The brand id.' }) id: number,
    @Arg('input', { description: 'The brand form.' }) input: BrandInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return savedAs('brand', BRAND_UPDATED, () =>
      ctx.services.catalogAdmin.updateBrand(id, parseInput(inputs.brandInput, input)),
    );
  }

  @Auth('ADMIN')
  @Mutation(() => DeletePayload, { description: 'Delete a brand; refused while products use it.' })
  async deleteBrand(
    @Arg('id', () => Int, { description: 'The brand id.' }) id: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return doneWith(BRAND_DELETED, () => ctx.services.catalogAdmin.deleteBrand(id));
  }

  @Auth('ADMIN')
  @Query(() => [AttributeWithValues], {
    description: 'All attributes with their values (for the product form and the attributes page).',
  })
  adminAttributes(
    @Ctx() ctx: GraphQLContext,
    @Arg('search', () => String, {
      nullable: true,
      description:
        'Only the attributes whose name or one of whose values contains this text (case-insensitive; first 100 characters used).',
    })
    search?: string | null,
  ) {
    return ctx.services.catalogAdmin.attributes(searchText(search));
  }

  @Auth('ADMIN')
  @Mutation(() => AttributePayload, { description: 'Add an attribute with its values.' })
  createAttribute(
    @Arg('input', { description: 'The attribute form.' }) input: AttributeInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return savedAs('attribute', ATTRIBUTE_CREATED, () =>
      ctx.services.catalogAdmin.createAttribute(parseInput(inputs.attributeInput, input)),
    );
  }

  @Auth('ADMIN')
  @Mutation(() => AttributePayload, {
    description: 'Keeps values sent with their id, adds new ones, removes the rest.',
  })
  updateAttribute(
    @Arg('id', () => Int, { description: 'The attribute id.' }) id: number,
    @Arg('input', { description: 'The attribute form.' }) input: AttributeInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return savedAs('attribute', ATTRIBUTE_UPDATED, () =>
      ctx.services.catalogAdmin.updateAttribute(id, parseInput(inputs.attributeInput, input)),
    );
  }

  @Auth('ADMIN')
  @Mutation(() => DeletePayload, {
    description: 'Delete an attribute, its values and their links to products.',
  })
  async deleteAttribute(
    @Arg('id', () => Int, { description: 'The attribute id.' }) id: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return doneWith(ATTRIBUTE_DELETED, () => ctx.services.catalogAdmin.deleteAttribute(id));
  }

  @Auth('ADMIN')
  @Query(() => AdminProductPage, { description: 'All products: search by title or sku, sort and page.' })
  async adminProducts(
    @Ctx() ctx: GraphQLContext,
    @Args(() => ProductTable) table: Table,
    @Arg('lowStock', () => Boolean, {
      nullable: true,
      description: 'Only active products with 5 units or fewer left (variants summed): the dashboard to-do.',
    })
    lowStock?: boolean | null,
  ) {
    return pageOf(
      await ctx.services.productAdmin.list({
        ...tableQuery(PRODUCT_SORTS, table),
        page: pageArg(table.page),
        lowStock: lowStock ?? false,
      }),
    );
  }

  @Auth('ADMIN')
  @Query(() => Product, { nullable: true, description: 'Any product, active or not.' })
  async adminProduct(
    @Arg('id', () => Int, { description: 'The product id.' }) id: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return (await ctx.loaders.product.load(id)) ?? null;
  }

  @Auth('ADMIN')
  @Mutation(() => ProductPayload, {
    description:
      'Create a product, with its gallery when one is sent (multipart; send the Apollo-Require-Preflight header). More images later: uploadProductImage.',
  })
  createProduct(
    @Arg('input', { description: 'The product form.' }) input: ProductInput,
    @Ctx() ctx: GraphQLContext,
    @Arg('gallery', () => [GraphQLUpload], {
      nullable: true,
      description: `Images in gallery order (the first is the default): JPEG, PNG or WebP, each at most 5 MB, at most ${MAX_GALLERY_FILES}. Errors name the file as gallery.<index>.`,
    })
    gallery?: Array<Promise<FileUpload>> | null,
  ) {
    return withFieldErrors(async () => {
      const parsed = parseInput(inputs.productInput, input);
      const files = await Promise.all((gallery ?? []).map((file, i) => readUpload(file, `gallery.${i}`)));
      return { product: await ctx.services.productAdmin.create(parsed, files), message: PRODUCT_CREATED };
    });
  }

  @Auth('ADMIN')
  @Mutation(() => ProductPayload, {
    description:
      'Save the edit form. A product another admin changed since the form read it (version) is not saved: errors [{ field: "version", code: "CONFLICT" }]; nor is a stock change whose compare quantity is no longer the stock (errors naming the stock, code CONFLICT, and currentStock).',
  })
  async updateProduct(
    @Arg('id', () => Int, { description: 'The product id.' }) id: number,
    @Arg('input', { description: 'The product form with the version it was read with.' })
    input: UpdateProductInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    try {
      return await withFieldErrors(async () => ({
        product: await ctx.services.productAdmin.update(
          id,
          parseInput(inputs.productInput, input),
          parseVersion(input.version),
        ),
        message: PRODUCT_UPDATED,
      }));
    } catch (err) {
      if (!(err instanceof ConflictError)) throw err;
      if (!err.fieldErrors.length)
        return { errors: [{ field: 'version', message: err.message, code: err.code }] };
      const currentStock = Object.entries(err.current).map(([field, quantity]) => ({ field, quantity }));
      return { errors: err.fieldErrors, currentStock };
    }
  }

  @Auth('ADMIN')
  @Mutation(() => DeletePayload, {
    description: 'Delete a product with its images and variants; past orders keep their copy of it.',
  })
  async deleteProduct(
    @Arg('id', () => Int, { description: 'The product id.' }) id: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return doneWith(PRODUCT_DELETED, () => ctx.services.productAdmin.delete(id));
  }

  @Auth('ADMIN')
  @Mutation(() => ProductPayload, {
    description: 'The alternative product form: a product with size/colour variants.',
  })
  createProductWithVariants(
    @Arg('input', { description: 'The variant product form.' }) input: ProductWithVariantsInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return savedAs('product', VARIANT_PRODUCT_CREATED, () =>
      ctx.services.productAdmin.createWithVariants(parseInput(inputs.productWithVariantsInput, input)),
    );
  }

  @Auth('ADMIN')
  @Mutation(() => ProductImagePayload, {
    description: 'Upload one image (multipart; send the Apollo-Require-Preflight header).',
  })
  uploadProductImage(
    @Arg('productId', () => Int, { description: 'The product the image is added to.' }) productId: number,
    @Arg('file', () => GraphQLUpload, { description: 'A JPEG, PNG or WebP image of at most 5 MB.' })
    file: Promise<FileUpload>,
    @Ctx() ctx: GraphQLContext,
  ) {
    return savedAs('image', IMAGE_UPLOADED, async () =>
      ctx.services.productAdmin.gallery.addImage(productId, await readUpload(file, 'file')),
    );
  }

  @Auth('ADMIN')
  @Mutation(() => DeletePayload, {
    description: 'Delete one image of a product (the next one becomes the default when it was the default).',
  })
  async deleteProductImage(
    @Arg('id', () => Int, { description: 'The ProductImage id.' }) id: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return doneWith(IMAGE_DELETED, () => ctx.services.productAdmin.gallery.deleteImage(id));
  }

  @Auth('ADMIN')
  @Mutation(() => DeletePayload, {
    description: "Make an image the product's default (imageUrl follows it).",
  })
  async setDefaultProductImage(
    @Arg('productId', () => Int, { description: 'The product id.' }) productId: number,
    @Arg('imageId', () => Int, { description: 'One of its ProductImage ids.' }) imageId: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return doneWith(DEFAULT_IMAGE_UPDATED, () =>
      ctx.services.productAdmin.gallery.setDefaultImage(productId, imageId),
    );
  }
}
