import { CATALOGUE_SORTS, MENSAGEM_SORTS } from '@retoma/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { searchListCodec, toListParams } from './searchList';

const catalogues = searchListCodec(CATALOGUE_SORTS);
const parse = (query: string) => catalogues.parse(new URLSearchParams(query));

describe('a company list state in the URL (here the ticket-settings catalogues)', () => {
  it('defaults to page 1, 10 per page, the server order and no search, and writes nothing for them', () => {
    expect(parse('')).toEqual({ page: 1, perPage: 10, sort: null, search: undefined });
    expect(catalogues.serialize(parse('')).toString()).toBe('');
  });

  it('reads and writes back every part of a shared link', () => {
    const query = 'page=2&per_page=25&sort=-nome&search=tele';
    const state = parse(query);
    expect(state).toEqual({ page: 2, perPage: 25, sort: { column: 'nome', direction: 'desc' }, search: 'tele' });
    expect(catalogues.serialize(state).toString()).toBe(query);
    expect(toListParams(state)).toEqual({ page: 2, per_page: 25, sort: '-nome', search: 'tele' });
    expect(parse('sort=status').sort).toEqual({ column: 'status', direction: 'asc' });
  });

  it('drops what the API would refuse instead of sending it', () => {
    expect(parse('page=0&per_page=30&sort=senha&search=%20%20')).toEqual({ page: 1, perPage: 10, sort: null, search: undefined });
    expect(parse('page=1.5').page).toBe(1);
    expect(parse('page=abc').page).toBe(1);
    expect(parse('page=-3').page).toBe(1);
    expect(parse('search=%20ana%20').search).toBe('ana');
  });

  it('accepts only the sortable columns of its own list', () => {
    // `titulo` sorts default messages, not catalogues.
    expect(parse('sort=titulo').sort).toBeNull();
    expect(searchListCodec(MENSAGEM_SORTS).parse(new URLSearchParams('sort=-titulo')).sort).toEqual({
      column: 'titulo',
      direction: 'desc',
    });
  });
});
