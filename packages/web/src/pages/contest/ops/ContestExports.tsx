// The contest's exports for its admins (site.md §2 scroll-board tab; hoj-api-paths §3): the board as
// an .xlsx sheet (live or sealed, stars in or out, after-contest submissions in or out) and the
// accepted code as a zip split by user or by problem. Shown under the board of ACM and OI contests.
import { useState } from 'react';
import { Button, Card, Checkbox, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { downloadContestRank } from '../../../api/contest-ops';
import AcCodeDownload from '../../../components/contest/AcCodeDownload';

export default function ContestExports({ cid }: { cid: number }) {
  const { t } = useTranslation();
  const [forceRefresh, setForceRefresh] = useState(true);
  const [starOut, setStarOut] = useState(false);
  const [containEnd, setContainEnd] = useState(false);
  return (
    <Card size="small" title={t('Ops_Exports')} data-testid="contest-exports">
      <Typography.Paragraph strong>{t('Ops_Export_Rank')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Checkbox checked={forceRefresh} onChange={(e) => setForceRefresh(e.target.checked)}>
          {t('Ops_Force_Refresh')}
        </Checkbox>
        <Checkbox checked={starOut} onChange={(e) => setStarOut(e.target.checked)}>
          {t('Ops_Remove_Star')}
        </Checkbox>
        <Checkbox checked={containEnd} onChange={(e) => setContainEnd(e.target.checked)}>
          {t('Ops_Contain_End')}
        </Checkbox>
        <Button
          icon={<DownloadOutlined />}
          onClick={() => void downloadContestRank(cid, { forceRefresh, removeStar: starOut, containEnd })}
        >
          {t('Ops_Download')} (.xlsx)
        </Button>
      </Space>
      <Typography.Paragraph strong>{t('Ops_Export_AC_Code')}</Typography.Paragraph>
      <AcCodeDownload cid={cid} />
    </Card>
  );
}
