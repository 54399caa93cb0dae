// Admin print tab (site.md §2, §9; hoj-behaviour §5.6): the contest's print queue for its admins,
// waiting first then newest, 15 a page, refreshed every 10 s and at once when a print (or a mark
// by another admin) is pushed on the admins' channel; mark printed, download as text.
import { Button, Space, Tag, Typography } from 'antd';
import { toast } from '../../../utils/feedback';
import { DownloadOutlined, CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import RefreshedTableCard, { useRefreshedList } from './RefreshedTableCard';
import { PRINT_PAGE_SIZE } from '@judge/shared/schemas/contest-ops';
import {
  downloadPrintText,
  getContestPrintList,
  markPrinted,
  type ContestPrint,
} from '../../../api/contest-ops';
import { useContest } from '../../../components/contest/context';
import { fmtTime } from '../../../components/contest/tags';
import { actionColumn } from '../../../components/actionColumn';

export default function ContestAdminPrint() {
  const { t } = useTranslation();
  const { cid } = useContest();
  // A new print is pushed: it shows without waiting 10 s (the poll stays as the fallback).
  const { card, refresh } = useRefreshedList(cid, 'admin-print', 'print', PRINT_PAGE_SIZE, (page) =>
    getContestPrintList(cid, page, PRINT_PAGE_SIZE),
  );
  const done = async (row: ContestPrint) => {
    await markPrinted(row.id, cid);
    toast.success(t('Update_Successfully'));
    await refresh();
  };

  return (
    <RefreshedTableCard<ContestPrint>
      testId="contest-admin-print"
      title={t('Admin_Print')}
      {...card}
      columns={[
        {
          title: t('Username'),
          dataIndex: 'username',
          render: (v: string) => <Typography.Text strong>{v}</Typography.Text>,
        },
        { title: t('RealName'), dataIndex: 'realname', render: (v: string | null) => v ?? '' },
        {
          title: t('Ops_Print_Status'),
          dataIndex: 'status',
          render: (s: number) =>
            s === 1 ? (
              <Tag color="success">{t('Ops_Printed')}</Tag>
            ) : (
              <Tag color="warning">{t('Ops_Not_Printed')}</Tag>
            ),
        },
        { title: t('Submit_Time'), dataIndex: 'gmtCreate', render: (v: string) => fmtTime(v) },
        actionColumn(t, (row) => (
          <Space>
            <Button
              size="small"
              icon={<DownloadOutlined />}
              onClick={() => void downloadPrintText(row.id)}
              data-testid={`print-download-${row.id}`}
            >
              {t('Ops_Download')}
            </Button>
            {row.status === 0 && (
              <Button
                size="small"
                type="primary"
                icon={<CheckOutlined />}
                onClick={() => void done(row)}
                data-testid={`print-ok-${row.id}`}
              >
                {t('OK')}
              </Button>
            )}
          </Space>
        )),
      ]}
    />
  );
}
