import { adminVar } from '../../../lib/session';

/**
 * Downloads the packing slips (with their invoices) of `orderIds` as one PDF from the REST
 * adapter's admin route, with the admin's token; answers the server's message when refused.
 */
export async function downloadPackingSlips(orderIds: number[]): Promise<string | null> {
  const session = adminVar();
  const res = await fetch(`/api/admin/packing-slips?ids=${orderIds.join(',')}`, {
    headers: session ? { authorization: `Bearer ${session.token}` } : {},
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    return body?.message ?? `The packing slips could not be made (${res.status}).`;
  }
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'packing-slips.pdf';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return null;
}
