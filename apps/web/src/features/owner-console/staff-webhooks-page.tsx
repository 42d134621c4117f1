import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  WEBHOOK_EVENT_TYPES,
  webhookEndpointRequestOf,
  webhookEndpointRequestSchema,
  type ApiStaff,
  type ApiWebhookDelivery,
  type ApiWebhookEndpoint,
  type ApiWebhookEndpointWithSecret,
  type WebhookDeliveryStatus,
  type WebhookEndpointInput,
} from '@storefront/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { cursorPages } from '../../api/cursor-pages';
import { LoadMore } from '../../components/ui/load-more';
import { StatusPill } from '../../components/ui/status-pill';
import { webhookKeys, webhooks } from './api/webhooks-api';
import { useCollection, useItemForm } from './components/settings-collection';
import { settingsFields } from './components/settings-fields';
import { ChecklistField } from './components/settings-form';
import { Editable, ListItemForm, RequestButton, RowsSection, smallButton } from './components/settings-list';
import { ShownOnce } from './components/shown-once';
import type { SettingsPageProps } from './components/settings-shell';
import { settingsPage } from './components/settings-page';
import { staffButtonClass } from '../staff/components/staff-button';
import { StaffErrorAlert, StaffLoaded } from '../staff/components/staff-shell';
import { useStaffFormats } from '../staff/staff-i18n';

/**
 * /staff/settings/webhooks (owner only; issue 26, decision 0064): endpoints that receive the
 * restaurant's order and booking events, signed with a secret shown once; each endpoint's delivery
 * log with Resend, and Send test event.
 */
export default settingsPage(msg`Webhooks`, Webhooks);

const NEW_ENDPOINT: WebhookEndpointInput = {
  url: '',
  description: '',
  events: ['order.placed'],
  enabled: true,
};

function Webhooks({ staff, onSignedOut }: SettingsPageProps) {
  const { t } = useLingui();
  const { list, reload, remove } = useCollection(webhookKeys.all, webhooks);
  const [logOf, setLogOf] = useState<string | null>(null);
  const [secret, setSecret] = useState<ApiWebhookEndpointWithSecret | null>(null);
  const roll = useMutation({ mutationFn: webhooks.rollSecret, onSuccess: setSecret });
  const shownLog = list.data?.endpoints.find((e) => e._id === logOf);
  return (
    <StaffLoaded query={list}>
      {({ endpoints }) => (
        <Editable
          items={endpoints}
          reload={reload}
          form={(endpoint, done) => (
            <EndpointForm
              endpoint={endpoint}
              onSignedOut={onSignedOut}
              onDone={(created) => {
                if (created) setSecret(created);
                done();
              }}
            />
          )}
          list={(edit) => (
            <div className="space-y-6">
              <p className="text-sm text-stone-700">
                <Trans>
                  Webhooks send your orders and bookings to other systems (a point of sale, accounting,
                  delivery) as they happen: an HTTPS POST of JSON, signed with the endpoint’s secret.
                </Trans>
              </p>
              {secret && <SecretNotice endpoint={secret} onClose={() => setSecret(null)} />}
              <RowsSection
                label={t`Endpoints`}
                addLabel={t`Add endpoint`}
                onAdd={() => edit('new')}
                items={endpoints}
                empty={t`No endpoints yet.`}
                describe={(endpoint) => <EndpointSummary endpoint={endpoint} />}
                edit={(endpoint) => (
                  <>
                    <button
                      type="button"
                      className={smallButton}
                      aria-pressed={logOf === endpoint._id}
                      onClick={() => setLogOf(logOf === endpoint._id ? null : endpoint._id)}
                    >
                      <Trans>Deliveries of {endpoint.url}</Trans>
                    </button>
                    <button type="button" className={smallButton} onClick={() => edit(endpoint._id)}>
                      <Trans>Edit {endpoint.url}</Trans>
                    </button>
                    <RequestButton request={roll} of={endpoint._id}>
                      <Trans>New secret for {endpoint.url}</Trans>
                    </RequestButton>
                  </>
                )}
                deleteLabel={(endpoint) => t`Delete ${endpoint.url}`}
                remove={remove}
              >
                {remove.error && <StaffErrorAlert message={remove.error.message} />}
                {roll.error && <StaffErrorAlert message={roll.error.message} />}
              </RowsSection>
              {shownLog && <DeliveryLog staff={staff} endpoint={shownLog} />}
            </div>
          )}
        />
      )}
    </StaffLoaded>
  );
}

function EndpointSummary({ endpoint }: { endpoint: ApiWebhookEndpoint }) {
  const { t } = useLingui();
  return (
    <span className="block min-w-0">
      <span className="font-semibold break-all">{endpoint.url}</span>{' '}
      <StatusPill
        status={endpoint.enabled ? t`On` : t`Off`}
        colours={endpoint.enabled ? 'bg-emerald-100 text-emerald-900' : 'bg-stone-200 text-stone-900'}
      />
      <span className="block text-sm text-stone-600">
        {endpoint.description && `${endpoint.description} · `}
        {endpoint.events.join(', ')}
      </span>
    </span>
  );
}

/** The secret, shown once (after Add endpoint or New secret), with a copy button. */
function SecretNotice({
  endpoint,
  onClose,
}: {
  endpoint: ApiWebhookEndpointWithSecret;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <ShownOnce
      label={t`Signing secret`}
      heading={t`Signing secret of ${endpoint.url}`}
      value={endpoint.secret}
      testId="webhook-secret"
      copyLabel={t`Copy secret`}
      onClose={onClose}
    >
      <Trans>
        Copy it now: it is shown only this once. The receiver checks each delivery’s Storefront-Signature
        header with it.
      </Trans>
    </ShownOnce>
  );
}

const EVENT_LABELS = Object.fromEntries(WEBHOOK_EVENT_TYPES.map((type) => [type, type]));

function EndpointForm({
  endpoint,
  onSignedOut,
  onDone,
}: {
  endpoint: ApiWebhookEndpoint | null;
  onSignedOut: () => void;
  onDone: (created?: ApiWebhookEndpointWithSecret) => void;
}) {
  const { t } = useLingui();
  // The create's answer (with the secret), for the page to show once the form closes.
  const created = useRef<ApiWebhookEndpointWithSecret>(undefined);
  const { form, save } = useItemForm(
    webhookEndpointRequestSchema,
    endpoint,
    endpoint ? webhookEndpointRequestOf(endpoint) : NEW_ENDPOINT,
    {
      create: async (values) => {
        created.current = await webhooks.create(values);
      },
      save: webhooks.save,
    },
    () => onDone(created.current),
    onSignedOut,
  );
  const { control } = form;
  const { text, check } = settingsFields(control, 'webhook');
  return (
    <ListItemForm what="endpoint" name={endpoint?.url ?? null} save={save} onCancel={() => onDone()}>
      {text('url', t`Endpoint URL`, t`https://… of the receiving system`, 'url')}
      {text('description', t`Description`)}
      <ChecklistField control={control} name="events" legend={t`Events`} labels={EVENT_LABELS} />
      {check('enabled', t`On (receives events)`)}
    </ListItemForm>
  );
}

const STATUS: Record<WebhookDeliveryStatus, { label: MessageDescriptor; colours: string }> = {
  pending: { label: msg`Pending`, colours: 'bg-amber-100 text-amber-900' },
  delivered: { label: msg`Delivered`, colours: 'bg-emerald-100 text-emerald-900' },
  failed: { label: msg`Failed`, colours: 'bg-red-100 text-red-900' },
};

/** An endpoint's deliveries, newest first, with Send test event and a Resend per delivery. */
function DeliveryLog({ staff, endpoint }: { staff: ApiStaff; endpoint: ApiWebhookEndpoint }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const key = webhookKeys.deliveries(endpoint._id);
  const timeZone = staff.restaurants[0]?.time_zone ?? t`UTC`;
  const query = useInfiniteQuery({
    ...cursorPages(key, (cursor) => webhooks.deliveries(endpoint._id, cursor)),
    // A delivery goes out within moments of being queued: look again while one is on its way.
    refetchInterval: (q) =>
      q.state.data?.pages.some((p) => p.deliveries.some((d) => d.status === 'pending')) ? 1000 : false,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const sendTest = useMutation({ mutationFn: () => webhooks.sendTest(endpoint._id), onSuccess: refresh });
  const resend = useMutation({
    mutationFn: (deliveryId: string) => webhooks.resend(endpoint._id, deliveryId),
    onSuccess: refresh,
  });
  const deliveries = query.data?.pages.flatMap((page) => page.deliveries) ?? [];
  const error = query.error ?? sendTest.error ?? resend.error;
  return (
    <section aria-labelledby="webhook-log" className="rounded-lg bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="webhook-log" className="text-lg font-bold break-all">
          <Trans>Deliveries to {endpoint.url}</Trans>
        </h2>
        <span className="flex gap-2">
          <button type="button" className={smallButton} onClick={() => void refresh()}>
            <Trans>Refresh</Trans>
          </button>
          <button
            type="button"
            className={staffButtonClass('go', 'sm')}
            disabled={sendTest.isPending}
            onClick={() => sendTest.mutate()}
          >
            <Trans>Send test event</Trans>
          </button>
        </span>
      </div>
      {error && <StaffErrorAlert message={error.message} />}
      {query.isPending && (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
      {query.isSuccess && deliveries.length === 0 && (
        <p className="mt-3 text-stone-600">
          <Trans>Nothing sent yet. Send a test event to try the endpoint.</Trans>
        </p>
      )}
      {deliveries.length > 0 && (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-stone-300">
                {[t`Time`, t`Event`, t`Status`, t`Answer`, t`Attempts`].map((heading) => (
                  <th key={heading} scope="col" className="py-2 pr-3">
                    {heading}
                  </th>
                ))}
                <th scope="col" className="py-2">
                  <span className="sr-only">
                    <Trans>Actions</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((delivery) => (
                <DeliveryRow
                  key={delivery._id}
                  delivery={delivery}
                  timeZone={timeZone}
                  resend={() => resend.mutate(delivery._id)}
                  busy={resend.isPending}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMore query={query} />
    </section>
  );
}

function DeliveryRow({
  delivery,
  timeZone,
  resend,
  busy,
}: {
  delivery: ApiWebhookDelivery;
  timeZone: string;
  resend: () => void;
  busy: boolean;
}) {
  const formats = useStaffFormats(timeZone);
  const { i18n } = useLingui();
  const status = STATUS[delivery.status];
  const type = delivery.type;
  return (
    <tr className="border-b border-stone-200 align-top">
      <td className="py-2 pr-3 whitespace-nowrap">
        <time dateTime={delivery.createdAt}>{formats.dateTime(delivery.createdAt, 'MMM D, h:mm:ss A')}</time>
      </td>
      <td className="py-2 pr-3">
        <code>{delivery.type}</code>
      </td>
      <td className="py-2 pr-3">
        <StatusPill status={i18n._(status.label)} colours={status.colours} />
        {delivery.lastError && <span className="block text-stone-600">{delivery.lastError}</span>}
      </td>
      <td className="py-2 pr-3">{delivery.lastStatusCode ?? '—'}</td>
      <td className="py-2 pr-3">{delivery.attempts}</td>
      <td className="py-2">
        <button type="button" className={smallButton} disabled={busy} onClick={resend}>
          <Trans>
            Resend <span className="sr-only">{type}</span>
          </Trans>
        </button>
      </td>
    </tr>
  );
}
