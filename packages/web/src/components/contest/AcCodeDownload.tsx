// The contest's accepted code as a zip for its admins (groups-accounts-admin.md: the admin view's
// "download dialog for accepted submissions"; defaults: admins excluded, split by user). Used by
// the contest's exports tab and by the back-office and group contest tables' download dialog.
import { useState } from 'react';
import { Button, Checkbox, Radio, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { downloadAcSubmissions } from '../../api/contest-ops';

export default function AcCodeDownload({ cid }: { cid: number }) {
  const { t } = useTranslation();
  const [excludeAdmin, setExcludeAdmin] = useState(true);
  const [splitType, setSplitType] = useState<'user' | 'problem'>('user');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadAcSubmissions(cid, excludeAdmin, splitType);
    } catch {
      /* the HTTP client showed the server's message */
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space wrap data-testid={`ac-download-${cid}`}>
      <Radio.Group
        value={splitType}
        onChange={(e) => setSplitType(e.target.value)}
        options={[
          { value: 'user', label: t('Ops_Split_By_User') },
          { value: 'problem', label: t('Ops_Split_By_Problem') },
        ]}
      />
      <Checkbox checked={excludeAdmin} onChange={(e) => setExcludeAdmin(e.target.checked)}>
        {t('Ops_Exclude_Admin')}
      </Checkbox>
      <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
        {t('Ops_Download')} (.zip)
      </Button>
    </Space>
  );
}
