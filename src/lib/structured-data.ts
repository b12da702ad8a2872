import { paiseToDecimal } from '../../domain/money.ts';

/** schema.org JSON-LD for product pages and breadcrumbs (absolute URLs). */
export function productJsonLd(p: {
  name: string;
  sku: string;
  manufacturer: string;
  description: string;
  url: string;
  pricePaise: number;
  inStock: boolean;
}): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    sku: p.sku,
    description: p.description,
    brand: { '@type': 'Brand', name: p.manufacturer },
    offers: {
      '@type': 'Offer',
      url: p.url,
      price: paiseToDecimal(p.pricePaise),
      priceCurrency: 'INR',
      availability: p.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}

export function breadcrumbJsonLd(items: readonly { name: string; url: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  };
}
