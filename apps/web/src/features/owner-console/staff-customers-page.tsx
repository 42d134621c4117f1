import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { customerBlockSchema, type ApiOwnerCustomer } from '@storefront/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TextField } from '../../components/form/text-field';
import { useSchemaForm, useSubmitAction } from '../../components/form/use-schema-form';
import { customerKeys, searchCustomers, setCustomerBlock } from './api/customers-api';
import { settingsPage } from './components/settings-page';
import { ConfirmOrKeep, StaffButton } from '../staff/components/staff-button';
import { StaffErrorAlert } from '../staff/components/staff-shell';

/** /staff/settings/customers: the owner finds customers and blocks or unblocks them with a note. */
export default settingsPage(msg`Customers`, Customers);

function Customers() {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  // The cursors of the pages before this one, to go back; null is the first page.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors[cursors.length - 1] ?? null;
  const list = useQuery({
    queryKey: customerKeys.search(q, cursor),
    queryFn: () => searchCustomers(q, cursor),
  });
  const nextCursor = list.data?.nextCursor ?? null;

  return (
    <>
      <form
        role="search"
        className="mb-4 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(typed.trim());
          setCursors([null]);
        }}
      >
        <label className="block grow">
          <span className="text-sm font-semibold">
            <Trans>Name, email or phone</Trans>
          </span>
          <input
            type="search"
            value={typed}
            maxLength={100}
            onChange={(event) => setTyped(event.target.value)}
            className="mt-1 block w-full rounded border border-stone-400 bg-white px-3 py-2"
          />
        </label>
        <button
          type="submit"
          className="rounded border border-stone-900 bg-stone-900 px-3 py-2 text-sm font-semibold text-white"
        >
          <Trans>Search</Trans>
        </button>
      </form>
      {list.isError && <StaffErrorAlert message={list.error.message} />}
      {list.data && list.data.customers.length === 0 && (
        <p role="status">
          <Trans>No customer matches.</Trans>
        </p>
      )}
      <ul className="divide-y divide-stone-200 rounded-lg bg-white px-4 shadow-sm">
        {list.data?.customers.map((customer) => (
          <CustomerRow key={customer._id} customer={customer} />
        ))}
      </ul>
      {(cursors.length > 1 || nextCursor) && (
        <nav aria-label={t`Customer pages`} className="mt-3 flex gap-3 text-sm">
          <StaffButton
            tone="plain"
            disabled={cursors.length <= 1}
            onClick={() => setCursors((c) => c.slice(0, -1))}
          >
            <Trans>Previous</Trans>
          </StaffButton>
          <StaffButton
            tone="plain"
            disabled={!nextCursor}
            onClick={() => setCursors((c) => [...c, nextCursor])}
          >
            <Trans>Next</Trans>
          </StaffButton>
        </nav>
      )}
    </>
  );
}

function CustomerRow({ customer }: { customer: ApiOwnerCustomer }) {
  const { t } = useLingui();
  const [changing, setChanging] = useState(false);
  const name = `${customer.firstName} ${customer.lastName}`.trim() || customer.email;
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-semibold">
            {name}{' '}
            <span className="font-normal text-stone-600">({customer.isMember ? t`member` : t`guest`})</span>
            {customer.isBlocked && (
              <span className="ml-2 rounded bg-red-100 px-2 py-0.5 text-sm text-red-900">
                <Trans>Blocked</Trans>
              </span>
            )}
          </p>
          <p className="text-sm">
            {customer.email}
            {customer.telephone ? ` · ${customer.telephone}` : ''}
            {customer.isMember && (
              <>
                {' · '}
                <Plural value={customer.pointBalance} one="# point" other="# points" />
              </>
            )}
          </p>
          {customer.blockNote && (
            <p className="text-sm text-stone-600">
              <Trans>Note: {customer.blockNote}</Trans>
            </p>
          )}
        </div>
        {!changing && (
          <StaffButton tone={customer.isBlocked ? 'plain' : 'stop'} onClick={() => setChanging(true)}>
            {customer.isBlocked ? t`Unblock…` : t`Block…`}
          </StaffButton>
        )}
      </div>
      {changing && <BlockForm customer={customer} name={name} onDone={() => setChanging(false)} />}
    </li>
  );
}

const noteSchema = customerBlockSchema.pick({ note: true });

function BlockForm({ customer, name, onDone }: { customer: ApiOwnerCustomer; name: string; onDone(): void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const blocked = !customer.isBlocked;
  const form = useSchemaForm(noteSchema, { note: '' });
  const save = useMutation({
    mutationFn: (note: string) => setCustomerBlock(customer._id, { blocked, note }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
  const { submitting, error, onSubmit } = useSubmitAction(form, async ({ note }) => {
    await save.mutateAsync(note.trim());
    onDone();
  });
  return (
    <form noValidate onSubmit={onSubmit} className="mt-2 space-y-2 rounded border border-stone-300 p-3">
      {error && <StaffErrorAlert message={error} />}
      <TextField
        control={form.control}
        name="note"
        id={`block-note-${customer._id}`}
        label={blocked ? t`Why block ${name}?` : t`Why unblock ${name}?`}
        maxLength={500}
        required
      />
      <div className="flex gap-2">
        <ConfirmOrKeep
          confirm={blocked ? t`Block customer` : t`Unblock customer`}
          tone={blocked ? 'danger' : 'finish'}
          disabled={submitting}
          onKeep={onDone}
        />
      </div>
    </form>
  );
}
