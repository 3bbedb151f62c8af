import { describe, expect, it } from 'vitest';
import { parseTicketListState, serializeTicketListState, toListParams } from './useTicketListState';

const parse = (query: string) => parseTicketListState(new URLSearchParams(query));

describe('ticket list state in the URL', () => {
  it('defaults to the open tab, page 1, 25 per page, the server order and no filter', () => {
    expect(parse('')).toEqual({ tab: 'abertos', page: 1, perPage: 25, sort: null, filters: {} });
    expect(serializeTicketListState(parse('')).toString()).toBe('');
  });

  it('reads and writes back every part of a shared link', () => {
    const query =
      'aba=todos&page=3&per_page=50&sort=-id&search=ana&produto_id=2&origem_id=4&responsavel_type=user&responsavel_id=7&dt_inicio=2025-03-01&dt_fim=2025-03-14';
    const state = parse(query);
    expect(state).toEqual({
      tab: 'todos',
      page: 3,
      perPage: 50,
      sort: { column: 'id', direction: 'desc' },
      filters: {
        search: 'ana',
        produto_id: 2,
        origem_id: 4,
        responsavel_type: 'user',
        responsavel_id: 7,
        dt_inicio: '2025-03-01',
        dt_fim: '2025-03-14',
      },
    });
    expect(serializeTicketListState(state).toString()).toBe(query);
    expect(toListParams(state)).toMatchObject({ page: 3, per_page: 50, sort: '-id', produto_id: 2, search: 'ana' });
  });

  it('drops what the API would refuse instead of sending it', () => {
    expect(parse('aba=lixo&page=-2&per_page=30&sort=nome&produto_id=abc&responsavel_type=robo&responsavel_id=3')).toEqual({
      tab: 'abertos',
      page: 1,
      perPage: 25,
      sort: null,
      filters: {},
    });
    // A period needs both ends, in order.
    expect(parse('dt_inicio=2025-03-14&dt_fim=2025-03-01').filters).toEqual({});
    expect(parse('dt_inicio=2025-03-14').filters).toEqual({});
  });
});
