// Print tab (site.md §2, §5; hoj-behaviour §5.6): a participant sends a text (at least 50
// characters) to the contest's print queue and sees a success dialog; the server refuses a second
// text within 30 s with the seconds left.
import { useState } from 'react';
import { Alert, Button, Card, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRINT_MAX_LENGTH, PRINT_MIN_LENGTH } from '@judge/shared/schemas/contest-ops';
import { submitPrintText } from '../../../api/contest-ops';
import { useContest } from '../../../components/contest/context';

export default function ContestPrint() {
  const { t } = useTranslation();
  const { cid } = useContest();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    if (!content.trim()) return setError(t('Content_cannot_be_empty'));
    if (content.length < PRINT_MIN_LENGTH) return setError(t('The_number_of_content_cannot_be_less_than_50'));
    setError(null);
    setSending(true);
    try {
      await submitPrintText(cid, content);
      setContent('');
      Modal.success({ title: t('Print'), content: t('Success_submit_tips') });
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Card size="small" title={t('Print')} data-testid="contest-print">
      <Typography.Paragraph type="secondary">{t('Print_Tips')}</Typography.Paragraph>
      <Input.TextArea
        data-testid="print-content"
        value={content}
        onChange={(e) => setContent(e.target.value)}
        autoSize={{ minRows: 12, maxRows: 30 }}
        maxLength={PRINT_MAX_LENGTH}
        showCount
        placeholder={t('Print_Placeholder')}
        style={{ fontFamily: 'monospace' }}
      />
      {error && <Alert style={{ marginTop: 12 }} type="error" showIcon message={error} data-testid="print-error" />}
      <div style={{ marginTop: 24, textAlign: 'center' }}>
        <Button type="primary" loading={sending} onClick={() => void submit()} data-testid="print-submit">
          {t('Submit')}
        </Button>
      </div>
    </Card>
  );
}
