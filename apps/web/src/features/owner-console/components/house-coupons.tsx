import { useLingui } from '@lingui/react/macro';
import { couponRequestSchema, type HouseCouponInput } from '@storefront/domain';
import { couponKeys, coupons as couponsApi } from '../api/promotions-api';
import { COUPON_FIELDS } from '../promotion-fields';
import { settingsFields } from './settings-fields';
import { useAddForm, useCollection } from './settings-collection';
import { SettingsForm } from './settings-form';
import { SettingsRows } from './settings-list';
import { StaffErrorAlert } from '../../staff/components/staff-shell';
import { useStaffFormats } from '../../staff/staff-i18n';

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
export function HouseCoupons({ timeZone, onSignedOut }: { timeZone: string; onSignedOut: () => void }) {
  const formats = useStaffFormats(timeZone);
  const { t } = useLingui();
  const { list: coupons, reload, remove } = useCollection(couponKeys.all, couponsApi);
  const { form, save } = useAddForm(couponRequestSchema, NEW_COUPON, couponsApi.create, reload, onSignedOut);
  const { fields } = settingsFields(form.control, 'coupon', timeZone);
  return (
    <SettingsForm
      title={t`Coupons`}
      description={t`Codes the restaurant hands out. Paper coupons are typed by the cashier, not online.`}
      save={save}
      saveLabel={t`Add coupon`}
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
            {c.valid_until ? ` · until ${formats.dateTime(c.valid_until, 'MMM D, YYYY h:mm A')}` : ''}
            {c.redeemed_at ? ' · used' : ''}
          </>
        )}
        deleteLabel={(c) => `Delete ${c.code}`}
        remove={remove}
      />
      {fields(COUPON_FIELDS)}
    </SettingsForm>
  );
}
