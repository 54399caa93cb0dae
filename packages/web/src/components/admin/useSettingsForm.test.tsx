// A settings card's form: filled from the read (through toForm when given); a save that worked says
// so and refreshes the read and what else shows the settings, a refused one does neither.
import { describe, expect, it, vi } from 'vitest';
import { render, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Form, type FormInstance } from 'antd';
import { initI18n } from '../../i18n';
import { toast } from '../../utils/feedback';
import { useSettingsForm } from './useSettingsForm';

initI18n('en-US');

function wrapper(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('settings form', () => {
  it('fills the form from what it read', async () => {
    let form: FormInstance | undefined;
    // a card binds the form to its Form element
    function Card() {
      const settings = useSettingsForm({
        key: ['admin', 'cfg'],
        read: async () => ({ name: 'OJ' }),
        toForm: (d) => ({ shown: d.name.toLowerCase() }),
      });
      form = settings.form;
      return <Form form={settings.form} />;
    }
    render(<Card />, { wrapper: wrapper(new QueryClient()) });
    await waitFor(() => expect(form?.getFieldsValue(true)).toEqual({ shown: 'oj' }));
  });

  it('says a save worked and refreshes both reads; a refused one does neither', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const success = vi.spyOn(toast, 'success');
    const { result } = renderHook(
      () => useSettingsForm({ key: ['admin', 'cfg'], read: async () => ({}), alsoStale: ['site'] }),
      { wrapper: wrapper(client) },
    );

    await result.current.write(async () => undefined);
    expect(success).toHaveBeenCalledWith('Update Successfully');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin', 'cfg'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['site'] });

    success.mockClear();
    invalidate.mockClear();
    await result.current.write(() => Promise.reject(new Error('refused')));
    expect(success).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalled();
  });
});
