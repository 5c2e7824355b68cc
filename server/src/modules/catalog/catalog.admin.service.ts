import sanitizeHtml from 'sanitize-html';
import { DataSource, ILike } from 'typeorm';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors';
import type { AttributeInput, BrandInput, CategoryInput } from '../../shared/inputs/catalog';
import { M } from '../../shared/inputs/messages';
import { containsText, likePattern } from '../../shared/search';
import { AttributeEntity, AttributeValueEntity } from './attribute.entity';
import { BrandEntity } from './brand.entity';
import { buildTree, CategoryNode } from './category.service';
import { CategoryEntity } from './category.entity';
import { ATTRIBUTE_NOT_FOUND, CATEGORY_NOT_FOUND } from './catalog.messages';

/** Admin HTML, sanitized on save: formatting and links only, no scripts, handlers or styles. */
export function sanitizeDescription(html: unknown): string | null {
  if (typeof html !== 'string' || !html.trim()) return null;
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'ul',
      'ol',
      'li',
      'h2',
      'h3',
      'h4',
      'blockquote',
      'a',
      'span',
    ],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  }).slice(0, 20_000);
}

/** Categories and brands for the back office (all of them, active or not). */
export class CatalogAdminService {
  constructor(private readonly ds: DataSource) {}

  // ---- categories ----

  /** The tree; with `search`, only the categories whose name contains it, under their parents. */
  async categoryTree(search: string | null = null): Promise<CategoryNode[]> {
    const tree = buildTree(await this.ds.getRepository(CategoryEntity).find({ order: { id: 'ASC' } }));
    if (!search) return tree;
    const prune = (nodes: CategoryNode[]): CategoryNode[] =>
      nodes.flatMap((n) => {
        const children = prune(n.children);
        return children.length || containsText(n.name, search) ? [{ ...n, children }] : [];
      });
    return prune(tree);
  }

  async category(id: number): Promise<CategoryEntity> {
    const c = await this.ds.getRepository(CategoryEntity).findOneBy({ id });
    if (!c) throw new NotFoundError(CATEGORY_NOT_FOUND);
    return c;
  }

  /** The parent must exist and not be the category itself or below it. */
  private async checkCategory(
    input: CategoryInput,
    selfId?: number,
  ): Promise<{ name: string; status: number; parentId: number | null }> {
    const parentId = input.parentId ?? null;
    if (parentId !== null) {
      if (!(await this.ds.getRepository(CategoryEntity).exist({ where: { id: parentId } }))) {
        throw ValidationError.single('parentId', M.parentInvalid);
      }
      if (selfId !== undefined) {
        const below: Array<{ id: number }> = await this.ds.query(
          `WITH RECURSIVE t AS (SELECT id FROM categories WHERE id = $1 UNION SELECT c.id FROM categories c JOIN t ON c.parent_id = t.id) SELECT id FROM t`,
          [selfId],
        );
        if (below.some((r) => r.id === parentId)) {
          throw ValidationError.single(
            'parentId',
            'A category cannot be placed under itself or one of its sub-categories.',
          );
        }
      }
    }
    return { name: input.name, status: input.status, parentId };
  }

  async createCategory(input: CategoryInput): Promise<CategoryEntity> {
    const data = await this.checkCategory(input);
    return this.ds.getRepository(CategoryEntity).save(this.ds.getRepository(CategoryEntity).create(data));
  }

  async updateCategory(id: number, input: CategoryInput): Promise<CategoryEntity> {
    const category = await this.category(id);
    Object.assign(category, await this.checkCategory(input, id));
    return this.ds.getRepository(CategoryEntity).save(category);
  }

  async deleteCategory(id: number): Promise<void> {
    await this.category(id);
    if (await this.ds.getRepository(CategoryEntity).exist({ where: { parentId: id } })) {
      throw new ConflictError('This category has sub-categories. Move or delete them first.');
    }
    const [{ n }] = await this.ds.query('SELECT count(*)::int AS n FROM products WHERE category_id = $1', [
      id,
    ]);
    if (n > 0)
      throw new ConflictError(
        `This category still has ${n} product${n === 1 ? '' : 's'}. Move or delete them first.`,
      );
    await this.ds.getRepository(CategoryEntity).delete({ id });
  }

  // ---- brands ----

  /** Every brand, or with `search` those whose name contains it. */
  brands(search: string | null = null): Promise<BrandEntity[]> {
    return this.ds
      .getRepository(BrandEntity)
      .find({ where: search ? { name: ILike(likePattern(search)) } : {}, order: { name: 'ASC', id: 'ASC' } });
  }

  async brand(id: number): Promise<BrandEntity> {
    const b = await this.ds.getRepository(BrandEntity).findOneBy({ id });
    if (!b) throw new NotFoundError('Brand not found.');
    return b;
  }

  createBrand(input: BrandInput): Promise<BrandEntity> {
    return this.ds.getRepository(BrandEntity).save(this.ds.getRepository(BrandEntity).create(input));
  }

  async updateBrand(id: number, input: BrandInput): Promise<BrandEntity> {
    const brand = await this.brand(id);
    Object.assign(brand, input);
    return this.ds.getRepository(BrandEntity).save(brand);
  }

  async deleteBrand(id: number): Promise<void> {
    await this.brand(id);
    const [{ n }] = await this.ds.query('SELECT count(*)::int AS n FROM products WHERE brand_id = $1', [id]);
    if (n > 0)
      throw new ConflictError(`This brand is used by ${n} product${n === 1 ? '' : 's'}. Change them first.`);
    await this.ds.getRepository(BrandEntity).delete({ id });
  }

  // ---- attributes ----

  /** Every attribute with its values, or with `search` those whose name or a value contains it. */
  async attributes(
    search: string | null = null,
  ): Promise<Array<AttributeEntity & { values: AttributeValueEntity[] }>> {
    const list = await this.ds
      .getRepository(AttributeEntity)
      .find({ relations: { values: true }, order: { id: 'ASC' } });
    return list
      .map((a) => ({
        ...a,
        values: (a.values ?? []).sort((x, y) => x.position - y.position || x.id - y.id),
      }))
      .filter(
        (a) => !search || containsText(a.name, search) || a.values.some((v) => containsText(v.value, search)),
      );
  }

  async attribute(id: number) {
    const a = (await this.attributes()).find((x) => x.id === id);
    if (!a) throw new NotFoundError(ATTRIBUTE_NOT_FOUND);
    return a;
  }

  async createAttribute({ name, values }: AttributeInput) {
    const id = await this.ds.transaction(async (em) => {
      const a = await em.getRepository(AttributeEntity).save({ name });
      await em
        .getRepository(AttributeValueEntity)
        .insert(values.map((v, i) => ({ attributeId: a.id, value: v.value, code: v.code, position: i })));
      return a.id;
    });
    return this.attribute(id);
  }

  /** Keeps the ids of values that stay, adds new ones, removes the rest (past orders keep their own copies). */
  async updateAttribute(id: number, { name, values }: AttributeInput) {
    await this.attribute(id);
    await this.ds.transaction(async (em) => {
      await em.getRepository(AttributeEntity).update({ id }, { name });
      const existing = await em.getRepository(AttributeValueEntity).find({ where: { attributeId: id } });
      const keep = new Set(
        values.map((v) => v.id).filter((v): v is number => v !== null && existing.some((e) => e.id === v)),
      );
      const removed = existing.filter((e) => !keep.has(e.id)).map((e) => e.id);
      if (removed.length) await em.query('DELETE FROM attribute_values WHERE id = ANY($1::int[])', [removed]);
      for (const [i, v] of values.entries()) {
        if (v.id !== null && keep.has(v.id))
          await em
            .getRepository(AttributeValueEntity)
            .update({ id: v.id }, { value: v.value, code: v.code, position: i });
        else
          await em
            .getRepository(AttributeValueEntity)
            .insert({ attributeId: id, value: v.value, code: v.code, position: i });
      }
    });
    return this.attribute(id);
  }

  async deleteAttribute(id: number): Promise<void> {
    await this.attribute(id);
    await this.ds.getRepository(AttributeEntity).delete({ id });
  }
}
