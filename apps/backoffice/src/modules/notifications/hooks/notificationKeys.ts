/** SWR keys of the notifications: the top bar's unread list and the pages of the notifications screen. */
export const unreadKey = (slug: string) => [slug, 'notifications', 'unread'] as const;

/** `useSWRInfinite`'s page key: page `index + 1` of the last week's notifications. */
export const pageKey = (slug: string) => (index: number) => [slug, 'notifications', 'page', index + 1] as const;

/** Ten at a time, as the predecessor's "Carregar mais" did. */
export const NOTIFICATIONS_PER_PAGE = 10;
