import { describe, expect, it } from 'vitest';
import { FIELD_BOOSTS } from '../embedded/fields.ts';
import { ONE_TYPO_FROM, TWO_TYPOS_FROM } from '../query.ts';
import { INDEX_SETTINGS, SEARCHABLE_ATTRIBUTES } from './settings.ts';

describe('Meilisearch index settings', () => {
  it('searches the fields in the order of their boosts (10, 10, 5, 3, 2, 1)', () => {
    const boosts = Object.values(FIELD_BOOSTS);
    expect(boosts).toEqual([...boosts].sort((a, b) => b - a));
    expect(INDEX_SETTINGS.searchableAttributes).toEqual(['text_searchkey1', 'text_meta_keyword', 'text_name', 'text_saltinfo', 'text_brand', 'text_category']);
    expect(SEARCHABLE_ATTRIBUTES).toHaveLength(Object.keys(FIELD_BOOSTS).length);
  });

  it('can filter on everything the port filters on, always including visibility and status', () => {
    expect(INDEX_SETTINGS.filterableAttributes).toEqual(
      expect.arrayContaining(['visibility', 'status', 'categoryIds', 'brand', 'priceBucket', 'inStock', 'prescriptionRequired']),
    );
    expect(INDEX_SETTINGS.sortableAttributes).toEqual(['pricePaise', 'discountPercent', 'priority']);
  });

  it('allows the same typos as the embedded engine, none on numbers', () => {
    expect(INDEX_SETTINGS.typoTolerance).toEqual({
      enabled: true,
      minWordSizeForTypos: { oneTypo: ONE_TYPO_FROM, twoTypos: TWO_TYPOS_FROM },
      disableOnNumbers: true,
    });
  });

  it('sorts by the chosen order first and breaks relevance ties by priority', () => {
    expect(INDEX_SETTINGS.rankingRules[0]).toBe('sort');
    expect(INDEX_SETTINGS.rankingRules.at(-1)).toBe('priority:asc');
  });

  it('knows the common salt spellings both ways', () => {
    expect(INDEX_SETTINGS.synonyms['paracetamol']).toEqual(['acetaminophen']);
    expect(INDEX_SETTINGS.synonyms['acetaminophen']).toEqual(['paracetamol']);
    expect(INDEX_SETTINGS.synonyms['amoxicillin']).toEqual(['amoxycillin']);
  });

  it('returns ten facet values by count, as the aggregation size says', () => {
    expect(INDEX_SETTINGS.faceting).toEqual({ maxValuesPerFacet: 10, sortFacetValuesBy: { '*': 'count' } });
  });
});
