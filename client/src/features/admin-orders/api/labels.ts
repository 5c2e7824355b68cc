import { adminVar } from '../../../lib/session';

/**
 * The airway bills of these orders as one PDF (GET /api/admin/labels, with the admin's token),
 * opened for printing in a new tab; the server's message when it refuses.
 */
export async function downloadLabels(orderIds: number[]): Promise<void> {
  const res = await fetch(`/api/admin/labels?orders=${orderIds.join(',')}`, {
    headers: { authorization: `Bearer ${adminVar()?.token ?? ''}` },
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as {
      message?: string;
      errors?: Record<string, string[]>;
    } | null;
    throw new Error(Object.values(body?.errors ?? {})[0]?.[0] ?? body?.message ?? `HTTP ${res.status}`);
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `labels-${orderIds.join('-')}.pdf`;
  link.target = '_blank';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
