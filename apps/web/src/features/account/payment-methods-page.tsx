import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { EMAIL_MAX_LENGTH, savedCardLabel, type ApiPaymentMethod } from '@storefront/domain';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useId, useMemo, useState } from 'react';
import { z } from 'zod';
import { useMemberContact } from '../../api/member';
import {
  cardFormQuery,
  deletePaymentMethod,
  paymentMethodsQuery,
  savePaymentMethod,
  updatePaymentMethod,
} from '../../api/payment-methods';
import { CardFormFoot } from '../../components/card-payment/card-fields';
import { CARD_FORMS, type SaveCardFormProps } from '../../components/card-payment/card-forms';
import { ExpiryField } from '../../components/card-payment/test-card-fields';
import { EMAIL_INPUT } from '../../components/form/email-input';
import { fieldsOf, TextField } from '../../components/form/text-field';
import { useSchemaForm, useSubmitAction } from '../../components/form/use-schema-form';
import { ErrorAlert } from '../../components/ui/error-alert';
import { LoadMore } from '../../components/ui/load-more';
import { Alert, cardClass, dangerButton, primaryButton, secondaryButton } from '../../components/ui/ui';
import { useOnBrandText } from '../../components/use-on-brand-text';
import { fullNameOf, type CustomerCookie } from '../../lib/customer';
import { BackToProfile, EmptyState, Loading, MemberPage } from './components/layout';

/*
 * /profile/payment-methods (accounts-and-extras §2, §4; decision 0041): the member's saved cards in
 * three modes, view (the list, or No Payment Methods, and Add), add and edit, back to view after a
 * save or a cancel. Cards are saved through the payment provider; only its reference and what it
 * reports for display (brand, last four digits, expiry) are kept.
 */
export default function PaymentMethodsPage() {
  const { t } = useLingui();
  return (
    <MemberPage title={t`Payment Methods`}>{(customer) => <PaymentMethods customer={customer} />}</MemberPage>
  );
}

type Mode = { kind: 'view' } | { kind: 'add' } | { kind: 'edit'; method: ApiPaymentMethod };

function PaymentMethods({ customer }: { customer: CustomerCookie }) {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const [notice, setNotice] = useState<string | null>(null);
  const backToView = (message: string | null) => {
    setMode({ kind: 'view' });
    setNotice(message);
    void queryClient.invalidateQueries({ queryKey: paymentMethodsQuery(customer._id).queryKey });
  };
  if (mode.kind === 'add')
    return (
      <AddCard
        customer={customer}
        onSaved={() => backToView(t`Card saved.`)}
        onCancel={() => backToView(null)}
      />
    );
  if (mode.kind === 'edit')
    return (
      <EditCard
        customer={customer}
        method={mode.method}
        onSaved={() => backToView(t`Card updated.`)}
        onCancel={() => backToView(null)}
      />
    );
  return (
    <CardList
      customer={customer}
      notice={notice}
      onAdd={() => setMode({ kind: 'add' })}
      onEdit={(method) => setMode({ kind: 'edit', method })}
      onDeleted={() => backToView(t`Card deleted.`)}
    />
  );
}

const expiryOf = (method: ApiPaymentMethod) =>
  `${String(method.stripeToken.card.exp_month).padStart(2, '0')}/${String(method.stripeToken.card.exp_year).slice(-2)}`;

function CardList({
  customer,
  notice,
  onAdd,
  onEdit,
  onDeleted,
}: {
  customer: CustomerCookie;
  notice: string | null;
  onAdd: () => void;
  onEdit: (method: ApiPaymentMethod) => void;
  onDeleted: () => void;
}) {
  const onBrand = useOnBrandText();
  const { t } = useLingui();
  const query = useInfiniteQuery(paymentMethodsQuery(customer._id));
  const remove = useMutation({
    mutationFn: (methodId: string) => deletePaymentMethod(customer._id, methodId),
    onSuccess: onDeleted,
  });
  return (
    <div className="space-y-4">
      {notice && (
        <Alert tone="success" title={t`Success!`}>
          {notice}
        </Alert>
      )}
      {remove.isError && <ErrorAlert error={remove.error} />}
      {query.isPending ? (
        <Loading>{t`Loading your payment methods…`}</Loading>
      ) : query.isError ? (
        <ErrorAlert error={query.error} title="Oops!" />
      ) : query.data.length === 0 ? (
        <EmptyState title={t`No Payment Methods`}>
          {t`Cards you save will show here, ready to pay in one tap.`}
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={t`Saved cards`}>
          {query.data.map((method) => {
            const label = savedCardLabel(method.stripeToken.card);
            const expiry = expiryOf(method);
            return (
              <li key={method._id} className={`${cardClass} space-y-2 p-5`}>
                <p className="text-lg font-bold">{label}</p>
                <p className="text-sm text-muted">
                  {t`Expires ${expiry}`}
                  {method.stripeToken.card.name ? ` · ${method.stripeToken.card.name}` : ''}
                </p>
                <div className="flex gap-3 pt-1">
                  <button
                    type="button"
                    className={secondaryButton}
                    onClick={() => onEdit(method)}
                    aria-label={t`Edit ${label}`}
                  >
                    <Trans>Edit</Trans>
                  </button>
                  <button
                    type="button"
                    className={dangerButton}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(method._id)}
                    aria-label={t`Delete ${label}`}
                  >
                    <Trans>Delete</Trans>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {query.isSuccess && <LoadMore query={query} />}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <BackToProfile />
        <button type="button" className={primaryButton(onBrand)} onClick={onAdd}>
          <Trans>Add</Trans>
        </button>
      </div>
    </div>
  );
}

interface FormProps {
  customer: CustomerCookie;
  onSaved: () => void;
  onCancel: () => void;
}

function AddCard({ customer, onSaved, onCancel }: FormProps) {
  const form = useQuery(cardFormQuery);
  const { t } = useLingui();
  const contact = useMemberContact(customer._id);
  const save: SaveCardFormProps['onSave'] = async (source) => {
    await savePaymentMethod(customer._id, {
      customer: customer._id,
      ...source,
      email: contact?.email ?? null,
      phone: contact?.telephone ?? null,
    });
    onSaved();
  };
  const SaveForm = form.isSuccess ? CARD_FORMS[form.data.provider].save : null;
  return (
    <section aria-labelledby="add-card" className={`${cardClass} space-y-4 p-5 sm:p-6`}>
      <h2 id="add-card" className="text-lg font-bold">
        <Trans>Add a Card</Trans>
      </h2>
      {form.isPending ? (
        <Loading>{t`Loading the card form…`}</Loading>
      ) : form.isError ? (
        <ErrorAlert error={form.error} />
      ) : (
        SaveForm && (
          <Suspense fallback={<Loading>{t`Loading the secure card form…`}</Loading>}>
            <SaveForm
              publishableKey={form.data.publishableKey}
              holderName={fullNameOf(customer)}
              onSave={save}
              onCancel={onCancel}
            />
          </Suspense>
        )
      )}
    </section>
  );
}

/** The add and edit forms' foot: the error under Error!, then Cancel and Save. */
const saveFoot = (i18n: I18n, onCancel: () => void) => ({
  backLabel: i18n._(msg`Cancel`),
  onBack: onCancel,
  submitLabel: i18n._(msg`Save`),
  busyLabel: i18n._(msg`Saving…`),
});

const editSchema = (i18n: I18n) =>
  z.object({
    name: z
      .string()
      .trim()
      .max(120, i18n._(msg`The name is too long.`)),
    expiry: z.string().regex(/^\s*\d{1,2}\s*\/\s*\d{2}\s*$/, i18n._(msg`Enter the expiry as MM/YY.`)),
    postalCode: z
      .string()
      .trim()
      .max(10, i18n._(msg`Your postal code is too long.`)),
    email: z.string().trim().max(EMAIL_MAX_LENGTH),
    phone: z.string().trim().max(30),
  });
type EditValues = z.input<ReturnType<typeof editSchema>>;

function EditCard({ customer, method, onSaved, onCancel }: FormProps & { method: ApiPaymentMethod }) {
  const idPrefix = useId();
  const { card } = method.stripeToken;
  const { t, i18n } = useLingui();
  const schema = useMemo(() => editSchema(i18n), [i18n]);
  const label = savedCardLabel(card);
  const form = useSchemaForm<EditValues>(schema, {
    name: card.name ?? '',
    expiry: expiryOf(method),
    postalCode: card.address_zip ?? '',
    email: method.email ?? '',
    phone: method.phone ?? '',
  });
  const field = fieldsOf(form, idPrefix);
  const { submitting, error, onSubmit } = useSubmitAction(form, async (values) => {
    const [month, year] = values.expiry.split('/').map((part) => Number(part.trim()));
    await updatePaymentMethod(customer._id, method._id, {
      stripeTokenId: method.stripeTokenId,
      stripeToken: {
        card: {
          name: values.name.trim(),
          exp_month: month!,
          exp_year: 2000 + year!,
          address_zip: values.postalCode.trim(),
        },
      },
      email: values.email.trim(),
      phone: values.phone.trim(),
    });
    onSaved();
  });
  return (
    <section aria-labelledby={`${idPrefix}-edit`} className={`${cardClass} space-y-4 p-5 sm:p-6`}>
      <h2 id={`${idPrefix}-edit`} className="text-lg font-bold">
        {t`Edit ${label}`}
      </h2>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField {...field('name')} label={t`Name on card`} autoComplete="cc-name" maxLength={120} />
        <div className="grid gap-4 sm:grid-cols-2">
          <ExpiryField {...field('expiry')} />
          <TextField
            {...field('postalCode')}
            label={t`Postal code`}
            autoComplete="postal-code"
            maxLength={10}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...field('email')} label={t`Email`} {...EMAIL_INPUT} autoComplete="email" />
          <TextField {...field('phone')} label={t`Phone`} type="tel" autoComplete="tel" maxLength={30} />
        </div>
        <CardFormFoot error={error} busy={submitting} {...saveFoot(i18n, onCancel)} />
      </form>
    </section>
  );
}
