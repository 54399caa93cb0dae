// The report dialog (site.md §5; hoj-ui): 350 px, the six fixed tags and a reason of at most 200
// characters; at least one of them.
import { useState } from 'react';
import { Checkbox, Input, Modal } from 'antd';
import type { ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { REPORT_REASON_MAX, REPORT_TAGS, checkReport, reportContent } from '@judge/shared/schemas/discussion';
import { reportDiscussion } from '../../api/discussion';
import { toast } from '../../utils/feedback';

export default function ReportDialog({
  did,
  reporter,
  open,
  onClose,
}: {
  did: number;
  reporter: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [tags, setTags] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const checked = checkReport(reportContent(tags, reason));
    if (!checked.ok) {
      toast.warning(t(checked.issue.key, checked.issue.params));
      return;
    }
    setBusy(true);
    try {
      await reportDiscussion(did, checked.value, reporter);
      toast.success(t('Report_Successfully'));
      setTags([]);
      setReason('');
      onClose();
    } catch {
      // shown by the client
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      width={350}
      title={t('Report')}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'report-submit' } as ButtonProps}
    >
      <div style={{ marginBottom: 8 }}>{t('Report_Tags')}</div>
      <Checkbox.Group
        value={tags}
        onChange={(v) => setTags(v as string[])}
        options={REPORT_TAGS.map((x) => ({ label: x, value: x }))}
        style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 6, marginBottom: 12 }}
      />
      <div style={{ marginBottom: 8 }}>{t('Report_Reason')}</div>
      <Input.TextArea
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        maxLength={REPORT_REASON_MAX}
        showCount
        autoSize={{ minRows: 3, maxRows: 6 }}
        data-testid="report-reason"
      />
    </Modal>
  );
}
