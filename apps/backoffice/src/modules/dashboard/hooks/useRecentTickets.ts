import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { useLoadMore } from '../../../platform/useLoadMore';

const PER_PAGE = 10;

/** `GET dashboard/meus_tickets_atividades`: the tickets the caller took part in, ten more at each "Carregar mais". */
export function useRecentTickets() {
  const api = useApi();
  const { slug } = useCompanySession();
  return useLoadMore(
    (index) => [slug, 'dashboard', 'meus_tickets_atividades', index + 1],
    (page) => api.dashboard.get('meus_tickets_atividades', { page, per_page: PER_PAGE }),
  );
}
