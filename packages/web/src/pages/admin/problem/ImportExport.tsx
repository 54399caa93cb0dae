import { useState } from 'react';
import { Alert, Button, Card, Empty, Progress, Radio, Space, Table, Tag, Upload } from 'antd';
import { CloudDownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { canAccessSuperAdmin } from '@judge/shared';
import {
  downloadFile,
  exportProblemsUrl,
  importProblems,
  type ImportFormat,
  type AdminProblem,
  type ImportReport,
} from '../../../api/admin-problem';
import { useSession } from '../../../stores/session';
import { toast } from '../../../utils/feedback';
import { ProblemSearch, useAdminProblemPage } from './useAdminProblemPage';

/** Import (HOJ zip) and export of problems, super admin only. */
const IMPORT_HINTS: Record<ImportFormat, string> = {
  hoj: 'Import_Hoj_Hint',
  qdoj: 'Import_Qdoj_Hint',
  fps: 'Import_Fps_Hint',
  hydro: 'Import_Hydro_Hint',
};

export default function ImportExport() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { actor } = useSession();
  const mayTransfer = canAccessSuperAdmin(actor);
  const [progress, setProgress] = useState<number | null>(null);
  const [format, setFormat] = useState<ImportFormat>('hoj');
  const [reports, setReports] = useState<ImportReport[] | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const { list, searchFor, pagination } = useAdminProblemPage(['export'], mayTransfer);
  if (!mayTransfer)
    return (
      <Card>
        <Empty description={t('Super_Admin_Only')} />
      </Card>
    );

  const importZip = async (file: File) => {
    setProgress(0);
    setReports(null);
    try {
      const r = await importProblems(format, file, setProgress);
      setReports(r);
      toast.success(t('Import_Finished', { ok: r.filter((x) => x.imported).length, total: r.length }));
      await queryClient.invalidateQueries({ queryKey: ['admin', 'problems'] });
    } catch {
      /* shown by the HTTP client */
    } finally {
      setProgress(null);
    }
    return false;
  };
  const exportSelected = async () => {
    try {
      await downloadFile(exportProblemsUrl(selected), 'problems.zip');
    } catch {
      /* shown by the HTTP client */
    }
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={<span className="panel-title">{t('Import_Problem')}</span>}>
        <Radio.Group
          style={{ marginBottom: 12 }}
          value={format}
          onChange={(e) => setFormat(e.target.value)}
          options={[
            { value: 'hoj', label: 'HOJ' },
            { value: 'qdoj', label: 'QDUOJ' },
            { value: 'fps', label: 'FPS XML' },
            { value: 'hydro', label: 'Hydro' },
          ]}
        />
        <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t(IMPORT_HINTS[format])} />
        <Upload
          accept={format === 'fps' ? '.xml' : '.zip'}
          showUploadList={false}
          beforeUpload={importZip}
          disabled={progress !== null}
        >
          <Button icon={<UploadOutlined />} loading={progress !== null} data-testid="import-zip">
            {t(format === 'fps' ? 'Import_Choose_Xml' : 'Import_Choose_Zip')}
          </Button>
        </Upload>
        {progress !== null && <Progress percent={progress} size="small" style={{ maxWidth: 400 }} />}
        {reports && (
          <Table<ImportReport>
            style={{ marginTop: 12 }}
            size="small"
            rowKey="file"
            pagination={false}
            dataSource={reports}
            columns={[
              { title: t('Import_File'), dataIndex: 'file' },
              { title: t('Problem_Display_ID'), dataIndex: 'problemId' },
              {
                title: t('Import_Result'),
                key: 'r',
                render: (_: unknown, r) =>
                  r.imported ? <Tag color="green">{t('Imported')}</Tag> : <Tag color="red">{r.reason}</Tag>,
              },
            ]}
          />
        )}
      </Card>
      <Card
        title={<span className="panel-title">{t('Export_Problem')}</span>}
        extra={
          <Space>
            <ProblemSearch width={220} onSearch={searchFor} />
            <Button
              type="primary"
              icon={<CloudDownloadOutlined />}
              disabled={selected.length === 0}
              onClick={() => void exportSelected()}
            >
              {t('Export_Selected', { n: selected.length })}
            </Button>
          </Space>
        }
      >
        <Table<AdminProblem>
          rowKey="id"
          size="small"
          loading={list.isFetching}
          dataSource={list.data?.records ?? []}
          rowSelection={{
            selectedRowKeys: selected,
            preserveSelectedRowKeys: true,
            onChange: (keys) => setSelected(keys as number[]),
          }}
          pagination={pagination}
          columns={[
            { title: 'ID', dataIndex: 'id', width: 70 },
            { title: t('Problem_Display_ID'), dataIndex: 'problemId', width: 140 },
            { title: t('Problem_Title'), dataIndex: 'title' },
            { title: t('Problem_Author'), dataIndex: 'author', width: 140 },
          ]}
        />
      </Card>
    </Space>
  );
}
