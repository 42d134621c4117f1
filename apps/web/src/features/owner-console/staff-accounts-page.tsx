import { Trans, useLingui } from '@lingui/react/macro';
import { STAFF_ACCOUNT_MESSAGES, type ApiStaff, type ApiStaffAccount } from '@storefront/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { accountKeys, fetchAccounts, inviteStaff, removeStaff } from './api/accounts-api';
import { RequireStaff, StaffIdentity } from '../staff/components/staff-session';
import { Pager } from '../staff/components/pager';
import { RestaurantCheckboxes } from '../staff/components/restaurant-select';
import { ConfirmOrKeep, StaffButton } from '../staff/components/staff-button';
import { StaffField, StaffSubmit } from '../staff/components/staff-form';
import { StaffErrorAlert, StaffShell } from '../staff/components/staff-shell';

/** /staff/accounts: the owner invites staff for chosen locations and removes them. */
export default function StaffAccountsPage() {
  const { t } = useLingui();
  return (
    <RequireStaff title={t`Staff`}>
      {(staff) =>
        staff.role === 'owner' ? (
          <Accounts staff={staff} />
        ) : (
          <StaffShell title={t`Staff`} actions={<StaffIdentity staff={staff} />}>
            <StaffErrorAlert message={STAFF_ACCOUNT_MESSAGES.ownerOnly} />
          </StaffShell>
        )
      }
    </RequireStaff>
  );
}

function Accounts({ staff }: { staff: ApiStaff }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const accounts = useQuery({ queryKey: accountKeys.list(page), queryFn: () => fetchAccounts(page) });
  const [removing, setRemoving] = useState<ApiStaffAccount | null>(null);
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['staff', 'accounts'] });
  const remove = useMutation({
    mutationFn: (id: string) => removeStaff(id),
    onSuccess: () => {
      setRemoving(null);
      reload();
    },
  });
  const pages = accounts.data ? Math.max(1, Math.ceil(accounts.data.total / accounts.data.pageSize)) : 1;

  return (
    <StaffShell title={t`Staff`} actions={<StaffIdentity staff={staff} />}>
      <h1 className="mb-4 text-2xl font-bold">
        <Trans>Staff</Trans>
      </h1>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="accounts" className="rounded-lg bg-white p-4 shadow-sm">
          <h2 id="accounts" className="text-lg font-bold">
            <Trans>Accounts</Trans>
          </h2>
          {accounts.isError && <StaffErrorAlert message={accounts.error.message} />}
          {remove.error && <StaffErrorAlert message={remove.error.message} />}
          <ul className="mt-2 divide-y divide-stone-200">
            {accounts.data?.accounts.map((account) => (
              <li key={account._id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-semibold">
                    {account.name}{' '}
                    <span className="font-normal text-stone-600">
                      ({account.role}
                      {account.state === 'invited' ? ', invited' : ''})
                    </span>
                  </p>
                  <p className="text-sm">{account.email}</p>
                  <p className="text-sm text-stone-600">
                    {account.allRestaurants
                      ? t`All locations`
                      : account.restaurants.map((r) => r.name).join(', ')}
                  </p>
                </div>
                {account.role === 'staff' &&
                  (removing?._id === account._id ? (
                    <div className="flex items-center gap-2 text-sm">
                      <span>
                        <Trans>Remove {account.name}?</Trans>
                      </span>
                      <ConfirmOrKeep
                        confirm={t`Yes, remove`}
                        disabled={remove.isPending}
                        onConfirm={() => remove.mutate(account._id)}
                        onKeep={() => setRemoving(null)}
                      />
                    </div>
                  ) : (
                    <StaffButton tone="stop" onClick={() => setRemoving(account)}>
                      <Trans>Remove</Trans>
                    </StaffButton>
                  ))}
              </li>
            ))}
          </ul>
          <Pager label={t`Account pages`} className="mt-3" page={page} pages={pages} onPage={setPage} />
        </section>
        <InviteForm staff={staff} onInvited={reload} />
      </div>
    </StaffShell>
  );
}

function InviteForm({ staff, onInvited }: { staff: ApiStaff; onInvited(): void }) {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [chosen, setChosen] = useState<string[]>(() =>
    staff.restaurants.length === 1 ? [staff.restaurants[0]!._id] : [],
  );
  const [sent, setSent] = useState<string | null>(null);
  const invite = useMutation({
    mutationFn: inviteStaff,
    onSuccess: (account) => {
      setSent(t`Invitation sent to ${account.email}.`);
      setName('');
      setEmail('');
      onInvited();
    },
  });
  return (
    <section aria-labelledby="invite" className="rounded-lg bg-white p-4 shadow-sm">
      <h2 id="invite" className="text-lg font-bold">
        <Trans>Invite staff</Trans>
      </h2>
      <p className="text-sm text-stone-600">
        <Trans>They get an email with a link to choose their password.</Trans>
      </p>
      <form
        className="mt-3 space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          setSent(null);
          invite.mutate({ name: name.trim(), email: email.trim(), restaurantIds: chosen });
        }}
      >
        {invite.error && <StaffErrorAlert message={invite.error.message} />}
        {sent && (
          <p role="status" className="rounded bg-green-50 px-3 py-2 text-green-900">
            {sent}
          </p>
        )}
        <StaffField
          label={t`Name`}
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          maxLength={120}
        />
        <StaffField
          label={t`Email`}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <RestaurantCheckboxes
          legend={t`Locations`}
          legendClassName="font-medium"
          labelClassName="mt-1 flex items-center gap-2"
          staff={staff}
          chosen={chosen}
          onChange={setChosen}
        />
        <StaffSubmit busy={invite.isPending}>
          {invite.isPending ? t`Sending…` : t`Send invitation`}
        </StaffSubmit>
      </form>
    </section>
  );
}
