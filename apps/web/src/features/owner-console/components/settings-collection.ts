import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useSettingsForm, useSettingsSave } from './settings-form';

/*
 * The owner console's collections (promotions, coupons, holidays, gift card products; see
 * settingsCollection): their list and Delete, the form that adds one and the form that edits one.
 */

/** A collection's list under the query `key`, its reload, and its Delete (which reloads). */
export function useCollection<List>(
  key: readonly unknown[],
  api: { fetch: () => Promise<List>; remove: (id: string) => Promise<void> },
) {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: key, queryFn: api.fetch });
  const reload = () => queryClient.invalidateQueries({ queryKey: key });
  const remove = useMutation({ mutationFn: api.remove, onSuccess: reload });
  return { list, reload, remove };
}

/** A form under a collection's list that adds one: once added it empties and the list reloads. */
export function useAddForm<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out, In>,
  blank: In,
  create: (values: Out) => Promise<unknown>,
  reload: () => Promise<unknown>,
  onSignedOut: () => void,
) {
  const form = useSettingsForm(schema, blank);
  const save = useSettingsSave(
    form,
    async (values) => {
      await create(values);
      form.reset(blank);
      await reload();
    },
    onSignedOut,
  );
  return { form, save };
}

/** The form of one of a collection (`item` null: a new one, from `values`): saves or creates it, then `onDone`. */
export function useItemForm<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out, In>,
  item: { _id: string } | null,
  values: In,
  api: {
    create: (values: Out) => Promise<unknown>;
    save: (id: string, values: Out) => Promise<unknown>;
  },
  onDone: () => void,
  onSignedOut: () => void,
) {
  const form = useSettingsForm(schema, values);
  const save = useSettingsSave(
    form,
    async (output) => {
      await (item ? api.save(item._id, output) : api.create(output));
      onDone();
    },
    onSignedOut,
  );
  return { form, save };
}
