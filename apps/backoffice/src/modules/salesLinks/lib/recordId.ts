/** A record id from the address (`:id`, `:link`): a positive whole number, or null for anything else. */
export function recordId(param: string | undefined): number | null {
  return param !== undefined && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
}
