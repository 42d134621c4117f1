import { couponRequestSchema, type HouseCouponInput } from '@storefront/domain';
import { couponKeys, coupons as couponsApi } from '../api/promotions-api';
import { settingsFields } from './settings-fields';
import { useAddForm, useCollection } from './settings-collection';
import { SettingsForm } from './settings-form';
import { SettingsRows } from './settings-list';
import { StaffErrorAlert } from '../../staff/components/staff-shell';

const NEW_COUPON: HouseCouponInput = {
  code: '',
  name: '',
  amount: 0,
  percent_off: null,
  paper: false,
  single_use: true,
  valid_from: null,
  valid_until: null,
};

/** The house's coupons: a code for an amount or a percentage, single-use or not, paper, a window. */
export function HouseCoupons({ onSignedOut }: { onSignedOut: () => void }) {
  const { list: coupons, reload, remove } = useCollection(couponKeys.all, couponsApi);
  const { form, save } = useAddForm(couponRequestSchema, NEW_COUPON, couponsApi.create, reload, onSignedOut);
  const { text, number, check } = settingsFields(form.control, 'coupon');
  return (
    <SettingsForm
      title="Coupons"
      description="Codes the restaurant hands out. Paper coupons are typed by the cashier, not online."
      save={save}
      saveLabel="Add coupon"
    >
      {coupons.isError && <StaffErrorAlert message={coupons.error.message} />}
      {remove.error && <StaffErrorAlert message={remove.error.message} />}
      <SettingsRows
        items={coupons.data?.coupons}
        describe={(c) => (
          <>
            <span className="font-semibold">{c.code}</span> {c.name} ·{' '}
            {c.percent_off !== null ? `${c.percent_off}% off` : `$${c.amount.toFixed(2)} off`}
            {c.single_use ? ' · single-use' : ''}
            {c.paper ? ' · paper' : ''}
            {c.valid_until ? ` · until ${c.valid_until.slice(0, 10)}` : ''}
            {c.redeemed_at ? ' · used' : ''}
          </>
        )}
        deleteLabel={(c) => `Delete ${c.code}`}
        remove={remove}
      />
      {text('code', 'Code')}
      {text('name', 'Name')}
      {number('amount', 'Amount off ($)', 'Or a percentage, not both')}
      {number('percent_off', 'Percentage off')}
      {check('single_use', 'Single-use')}
      {check('paper', 'Paper coupon')}
      {text('valid_from', 'Valid from', 'e.g. 2026-12-01T00:00:00Z')}
      {text('valid_until', 'Valid until', 'e.g. 2026-12-31T23:59:00Z')}
    </SettingsForm>
  );
}
