import { AUDIT_AREAS, type AuditArea, type AuditListParams } from '@retoma/api-client';
import { DEFAULT_PAGE_SIZE } from '@retoma/ui';
import { useFilteredCompanyList } from '../../../platform/useCompanyList';
import {
  oneOf,
  parseListPaging,
  positiveInt,
  writeListPaging,
  type ListPaging,
  type ListPagingRules,
  type ListStateCodec,
} from '../../../platform/useListState';

/** The trail's view as its URL holds it: `?area=roles&user_id=4&page=2`. */
export interface AuditListState extends ListPaging {
  area?: AuditArea;
  userId?: number;
}

const RULES: ListPagingRules = { sorts: [], defaultPerPage: DEFAULT_PAGE_SIZE };

const CODEC: ListStateCodec<AuditListState> = {
  parse: (params) => ({
    ...parseListPaging(params, RULES),
    area: oneOf(AUDIT_AREAS, params.get('area')),
    userId: positiveInt(params.get('user_id')),
  }),
  serialize: (state) => {
    const params = new URLSearchParams();
    writeListPaging(params, state, RULES);
    if (state.area) params.set('area', state.area);
    if (state.userId) params.set('user_id', String(state.userId));
    return params;
  },
};

/** The company's change history, newest first, filtered by area and person, paged by the server. */
export function useAuditList() {
  return useFilteredCompanyList({
    name: 'auditoria',
    codec: CODEC,
    paramsOf: (state: AuditListState): AuditListParams => ({
      page: state.page,
      per_page: state.perPage,
      area: state.area,
      user_id: state.userId,
    }),
    fetch: (api, params) => api.audit.list(params),
  });
}
