import { couponRequestSchema, type HouseCouponInput } from '@storefront/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { couponKeys, createCoupon, deleteCoupon, fetchCoupons } from '../api/promotions-api';
import { settingsFields } from './settings-fields';
import { SettingsForm, useSettingsForm, useSettingsSave } from './settings-form';
import { StaffErrorAlert } from './staff-shell';

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
  const queryClient = useQueryClient();
  const coupons = useQuery({ queryKey: couponKeys.all, queryFn: fetchCoupons });
  const reload = () => queryClient.invalidateQueries({ queryKey: couponKeys.all });
  const form = useSettingsForm(couponRequestSchema, NEW_COUPON);
  const save = useSettingsSave(
    form,
    async (values) => {
      await createCoupon(values);
      form.reset(NEW_COUPON);
      await reload();
    },
    onSignedOut,
  );
  const remove = useMutation({ mutationFn: deleteCoupon, onSuccess: reload });
  const { text, number, check } = settingsFields(form.control as never, 'coupon');
  return (
    <SettingsForm
      title="Coupons"
      description="Codes the restaurant hands out. Paper coupons are typed by the cashier, not online."
      save={save}
      saveLabel="Add coupon"
    >
      {coupons.isError && <StaffErrorAlert message={coupons.error.message} />}
      {remove.error && <StaffErrorAlert message={remove.error.message} />}
      <ul className="divide-y divide-stone-200 sm:col-span-2">
        {coupons.data?.coupons.map((c) => (
          <li key={c._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              <span className="font-semibold">{c.code}</span> {c.name} ·{' '}
              {c.percent_off !== null ? `${c.percent_off}% off` : `$${c.amount.toFixed(2)} off`}
              {c.single_use ? ' · single-use' : ''}
              {c.paper ? ' · paper' : ''}
              {c.valid_until ? ` · until ${c.valid_until.slice(0, 10)}` : ''}
              {c.redeemed_at ? ' · used' : ''}
            </span>
            <button
              type="button"
              className="rounded border border-red-700 px-2 py-1 text-sm font-semibold text-red-800"
              disabled={remove.isPending}
              onClick={() => remove.mutate(c._id)}
            >
              Delete {c.code}
            </button>
          </li>
        ))}
      </ul>
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
