/** A catalogue product as the importer and the generator produce it, before it reaches the database. */
export interface CatalogueProduct {
  id: number;
  sku: string;
  parentSku: string;
  typeId: 'simple';
  name: string;
  slug: string;
  mrpPaise: number;
  pricePaise: number;
  manufacturer: string;
  /** "Amoxycillin (500mg) + Clavulanic Acid (125mg)" */
  saltinfo: string;
  salts: string[];
  packSizeLabel: string;
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
