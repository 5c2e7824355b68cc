import { AdminCrudTable } from '../../../components/admin/AdminCrudTable';
import { useDateFormat } from '../../../lib/dates';
import { formatRs } from '../../../lib/money';
import { AdminDiscountCodesDocument, DeleteDiscountCodeDocument } from '../api/discounts';
import { DiscountForm } from '../components/DiscountForm';
import { DiscountStatusBadge } from '../components/DiscountStatusBadge';

/** The shop's discount codes: what each takes off, when and how often it may be used, and how often it was. */
export function DiscountsPage() {
  const date = useDateFormat();
  return (
    <AdminCrudTable
      text={{ title: 'Discount Codes', search: 'Search discount codes', empty: 'No discount codes yet.' }}
      query={AdminDiscountCodesDocument}
      testId="discounts"
      columns={[
        { header: 'Code', cell: (d) => d.code, primary: true, cellProps: { fontWeight: 'medium' } },
        { header: 'Discount', cell: (d) => (d.kind === 'percent' ? `${d.value}%` : formatRs(d.value)) },
        { header: 'Minimum', cell: (d) => (d.minOrder > 0 ? formatRs(d.minOrder) : '—') },
        {
          header: 'Dates',
          cell: (d) =>
            [
              d.startsAt ? `from ${date(d.startsAt as string)}` : '',
              d.endsAt ? `until ${date(d.endsAt as string)}` : '',
            ]
              .filter(Boolean)
              .join(' ') || 'Always',
        },
        { header: 'Used', cell: (d) => `${d.usedCount}${d.maxUses ? ` of ${d.maxUses}` : ''}` },
        {
          header: 'Status',
          cell: (d) => <DiscountStatusBadge status={d.status} />,
        },
      ]}
      name={(d) => d.code}
      create={{ title: 'Add a discount code', form: (done) => <DiscountForm onDone={done} /> }}
      edit={{ form: (d, done, cancel) => <DiscountForm discount={d} onDone={done} onCancel={cancel} /> }}
      remove={{
        document: DeleteDiscountCodeDocument,
        confirm: (d) => `Delete the discount code ${d.code}?`,
        success: (r) => r?.deleteDiscountCode.message,
      }}
    />
  );
}
