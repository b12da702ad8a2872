import type { Selectable } from 'kysely';
import type { Db } from '../db/open.ts';
import type { CategoriesTable } from '../db/tables.ts';

export type CategoryRow = Selectable<CategoriesTable> & {
  /** Listed products in it (status 1, visibility 2 or 4). */
  product_count: number;
  /** Active categories under it. */
  children_count: number;
};

/** Active categories with their counts; `where` narrows them. */
function selectCategories(db: Db) {
  return db
    .selectFrom('categories as c')
    .selectAll('c')
    .select((eb) => [
      eb
        .selectFrom('product_categories as pc')
        .innerJoin('products as p', 'p.id', 'pc.product_id')
        .whereRef('pc.category_id', '=', 'c.id')
        .where('p.status', '=', 1)
        .where('p.visibility', 'in', [2, 4])
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .$asScalar()
        .$notNull()
        .as('product_count'),
      eb
        .selectFrom('categories as k')
        .whereRef('k.parent_id', '=', 'c.id')
        .where('k.is_active', '=', 1)
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .$asScalar()
        .$notNull()
        .as('children_count'),
    ])
    .where('c.is_active', '=', 1);
}

export async function listCategories(db: Db): Promise<CategoryRow[]> {
  return selectCategories(db).orderBy('c.level').orderBy('c.position').orderBy('c.id').execute();
}

export async function findCategoryByUrlKey(db: Db, urlKey: string): Promise<CategoryRow | undefined> {
  return selectCategories(db).where('c.url_key', '=', urlKey).executeTakeFirst();
}

export async function findCategoryById(db: Db, id: number): Promise<CategoryRow | undefined> {
  return selectCategories(db).where('c.id', '=', id).executeTakeFirst();
}
