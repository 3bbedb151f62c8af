const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);

/**
 * Laravel-style method spoofing: a POST whose JSON or form body carries `_method` PUT / PATCH / DELETE is
 * routed as that verb. Applied before routing, so handlers only ever see the real verb.
 */
export async function applyMethodOverride(request: Request): Promise<Request> {
  if (request.method !== 'POST') return request;
  const type = request.headers.get('content-type') ?? '';
  let method: string | undefined;
  if (type.includes('application/json')) {
    const text = await request.clone().text();
    try {
      const body: unknown = JSON.parse(text);
      if (body && typeof body === 'object' && '_method' in body) method = String(body._method).toUpperCase();
    } catch {
      return request; // not JSON after all: the handler's validation will answer 422
    }
  } else if (type.includes('form')) {
    const form = await request.clone().formData().catch(() => null);
    const value = form?.get('_method');
    if (typeof value === 'string') method = value.toUpperCase();
  }
  if (!method || !OVERRIDABLE.has(method)) return request;
  return new Request(request, { method });
}
