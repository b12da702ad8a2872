/** A catalogue product as the importer and the generator produce it, before it reaches the database. */
export interface CatalogueProduct {
  id: number;
  sku: string;
  parentSku: string;
  /** configurable: a parent whose children (visibility 1) are its pack sizes. */
  typeId: 'simple' | 'configurable';
  name: string;
  slug: string;
  mrpPaise: number;
  pricePaise: number;
  manufacturer: string;
  brandSlug: string;
  /** "Amoxycillin (500mg) + Clavulanic Acid (125mg)" */
  saltinfo: string;
  salts: string[];
  packSizeLabel: string;
  /** The child's value of the configurable option (its pack size); null on simple products and parents. */
  optionLabel: string | null;
  /** A special price in paise with its window (ISO dates, inclusive); applies only when lower (storefront.md §5). */
  specialPricePaise: number | null;
  specialFrom: string | null;
  specialTo: string | null;
  dosageForm: string;
  prescriptionRequired: boolean;
  categoryIds: number[];
  /** 4 = catalogue and search (the spec's visibility scale). */
  visibility: number;
  /** 1 enabled; 2 disabled (discontinued products are kept but disabled). */
  status: number;
  qty: number;
  searchkey1: string;
  metaKeyword: string;
  /** Lower sorts first in "Relevant" order. */
  priority: number;
  /** True for rows made by the generator, never passed off as real. */
  generated: boolean;
  createdAt: string;
}
