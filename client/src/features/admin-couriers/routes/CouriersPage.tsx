import { AdminCrudTable } from '../../../components/admin/AdminCrudTable';
import { ActiveBadge } from '../../../components/admin/RecordStatus';
import { AdminCouriersDocument, DeleteCourierDocument } from '../api/couriers';
import { CourierForm } from '../components/CourierForm';

/** The courier list the order form offers: names and tracking-page templates, each offered or not. */
export function CouriersPage() {
  return (
    <AdminCrudTable
      text={{ title: 'Couriers', search: 'Search couriers', empty: 'No couriers yet.' }}
      query={AdminCouriersDocument}
      testId="couriers"
      back="/admin/orders"
      columns={[
        { header: 'Name', cell: (c) => c.name, primary: true, cellProps: { fontWeight: 'medium' } },
        {
          header: 'Tracking URL',
          cell: (c) => c.trackingUrlTemplate,
          cellProps: { overflowWrap: 'anywhere', fontSize: 'xs' },
        },
        {
          header: 'Status',
          cell: (c) => <ActiveBadge on={c.active} labels={['Offered', 'Inactive']} />,
        },
      ]}
      create={{ title: 'Add a courier', form: (done) => <CourierForm onDone={done} /> }}
      edit={{ form: (c, done, cancel) => <CourierForm courier={c} onDone={done} onCancel={cancel} /> }}
      remove={{
        document: DeleteCourierDocument,
        confirm: (c) => `Delete the courier ${c.name}?`,
        success: (r) => r?.deleteCourier.message,
      }}
    />
  );
}
