import { useApi } from '../../../platform/api';

/**
 * Opens the chosen orders' PDF in a new tab, or downloads their CSV: the files come through the API client (with the
 * session), then are handed to the browser as an object address.
 */
export function useOrderFiles() {
  const api = useApi();
  const hand = (file: Blob, name: string, open: boolean) => {
    const address = URL.createObjectURL(file);
    const link = document.createElement('a');
    link.href = address;
    if (open) link.target = '_blank';
    else link.download = name;
    link.rel = 'noopener';
    link.click();
    // The new tab or the download has the file by then.
    setTimeout(() => URL.revokeObjectURL(address), 60_000);
  };
  return {
    print: async (ids: number[]) => hand(await api.commissions.orders.pdf(ids), 'ordens-de-pagamento.pdf', true),
    export: async (ids: number[]) => hand(await api.commissions.orders.csv(ids), 'ordens-de-pagamento.csv', false),
  };
}
