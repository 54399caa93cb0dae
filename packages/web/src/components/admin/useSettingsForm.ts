// The form of a settings card: filled from the stored settings, and saved back with one answer.
import { useEffect } from 'react';
import { Form } from 'antd';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../utils/feedback';

/**
 * The settings read under `key` and a form filled with them (through `toForm`, a stable function,
 * when the form's values differ from what is read). `write(run)` saves: it says so and reads the
 * settings again, and also refreshes `alsoStale` (e.g. the public site config that shows them).
 */
export function useSettingsForm<D, V = D>({
  key,
  read,
  toForm,
  alsoStale,
}: {
  key: QueryKey;
  read: () => Promise<D>;
  toForm?: (data: D) => V;
  alsoStale?: QueryKey;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<V>();
  const query = useQuery({ queryKey: key, queryFn: read });
  useEffect(() => {
    if (query.data === undefined) return;
    const values = toForm ? toForm(query.data) : (query.data as unknown as V);
    form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);
  }, [query.data, form, toForm]);

  const write = async (run: () => Promise<unknown>) => {
    try {
      await run();
      toast.success(t('Update_Successfully'));
      await queryClient.invalidateQueries({ queryKey: key });
      if (alsoStale) await queryClient.invalidateQueries({ queryKey: alsoStale });
    } catch {
      /* the HTTP client showed the server's message */
    }
  };
  return { form, query, write };
}
