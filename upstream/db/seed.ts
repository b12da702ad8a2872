import type Database from 'better-sqlite3';
import type { Catalogue } from '../../catalogue/load.ts';
import { SCHEMA_VERSION } from './schema.ts';

/** Largest quantity a customer may put in the cart for one product, whatever the stock. */
export const DEFAULT_QTY_MAX = 100;

/** Writes the catalogue in one transaction; the meta row marks the database as seeded. */
export function seedCatalogue(db: Database.Database, catalogue: Pick<Catalogue, 'products' | 'categories'>): void {
  const now = new Date().toISOString();
  const insertCategory = db.prepare(
    `INSERT INTO categories (id, parent_id, level, name, url_key, url_path, position, discount_line)
     VALUES (@id, @parentId, @level, @name, @urlKey, @urlPath, @position, @discountLine)`,
  );
  const insertProduct = db.prepare(
    `INSERT INTO products (id, sku, parent_sku, type_id, name, slug, mrp_paise, price_paise, special_price_paise,
       special_from, special_to, manufacturer, brand_slug, saltinfo, pack_size_label, option_label, dosage_form,
       prescription_required, visibility, status, qty, qty_max, searchkey1, meta_keyword, priority, generated,
       created_at, updated_at)
     VALUES (@id, @sku, @parentSku, @typeId, @name, @slug, @mrpPaise, @pricePaise, @specialPricePaise,
       @specialFrom, @specialTo, @manufacturer, @brandSlug, @saltinfo, @packSizeLabel, @optionLabel, @dosageForm,
       @prescriptionRequired, @visibility, @status, @qty, @qtyMax, @searchkey1, @metaKeyword, @priority, @generated,
       @createdAt, @updatedAt)`,
  );
  const link = db.prepare('INSERT INTO product_categories (product_id, category_id) VALUES (?, ?)');
  const setMeta = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');

  db.transaction(() => {
    for (const category of catalogue.categories) insertCategory.run(category);
    for (const p of catalogue.products) {
      insertProduct.run({
        ...p,
        prescriptionRequired: p.prescriptionRequired ? 1 : 0,
        generated: p.generated ? 1 : 0,
        qtyMax: DEFAULT_QTY_MAX,
        updatedAt: now,
      });
      for (const categoryId of p.categoryIds) link.run(p.id, categoryId);
    }
    setMeta.run('schema_version', String(SCHEMA_VERSION));
    setMeta.run('seeded_at', now);
  })();
}
