// The admin's remote import dialog (groups-accounts-admin §7): site + the problem's id there. The
// server's message (unknown problem, site unreachable, already imported) is shown in the dialog.
import { useState } from 'react';
import { Alert, Form, Input, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { REMOTE_OJS } from '@judge/shared';
import { toast } from '../../utils/feedback';
import { IMPORTABLE_OJS, REMOTE_ID_EXAMPLES, importRemoteProblem, type ImportableOj } from './api';

interface Props {
  open: boolean;
  onClose: () => void;
  /** called with the new problem's display id, e.g. "HDU-1000" */
  onImported: (problemId: string) => void;
}

const siteName = (key: string) => REMOTE_OJS.find((o) => o.key === key)?.name ?? key;

export default function RemoteImportDialog({ open, onClose, onImported }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ oj: ImportableOj; problemId: string }>();
  const oj = Form.useWatch('oj', form) ?? 'HDU';
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    setError(null);
    try {
      const id = v.problemId.trim();
      await importRemoteProblem(v.oj, id);
      toast.success(t('Remote_Import_Done', { id: `${v.oj}-${id}` }));
      onImported(`${v.oj}-${id}`);
      form.resetFields(['problemId']);
      onClose();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('Import_Remote_Problem')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      okText={t('Remote_Import_Action')}
      cancelText={t('Cancel')}
      okButtonProps={{ 'data-testid': 'remote-import-ok' } as Record<`data-${string}`, string>}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ oj: 'HDU' }} onFinish={() => void submit()}>
        <Form.Item name="oj" label={t('Remote_OJ')} rules={[{ required: true, message: t('Remote_OJ_Required') }]}>
          <Select
            data-testid="remote-import-oj"
            options={IMPORTABLE_OJS.map((k) => ({ value: k, label: `${siteName(k)} (${k})` }))}
            onChange={() => setError(null)}
          />
        </Form.Item>
        <Form.Item
          name="problemId"
          label={t('Remote_Problem_ID')}
          rules={[{ required: true, whitespace: true, message: t('Remote_Problem_ID_Required') }]}
          extra={t('Remote_Problem_ID_Help', { example: REMOTE_ID_EXAMPLES[oj], id: `${oj}-${REMOTE_ID_EXAMPLES[oj]}` })}
        >
          <Input
            data-testid="remote-import-id"
            placeholder={REMOTE_ID_EXAMPLES[oj]}
            maxLength={32}
            onPressEnter={() => void submit()}
            onChange={() => setError(null)}
          />
        </Form.Item>
      </Form>
      {busy && <Typography.Text type="secondary">{t('Remote_Import_Fetching', { oj: siteName(oj) })}</Typography.Text>}
      {error && <Alert type="error" showIcon message={error} data-testid="remote-import-error" />}
    </Modal>
  );
}
