import { useState } from 'react';
import { Alert, Button, Card, Empty, Grid, List, Progress, Radio, Space, Table, Tag, Typography, Upload } from 'antd';
import { CloudDownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { canAccessSuperAdmin } from '@judge/shared';
import {
  downloadFile,
  exportProblemsUrl,
  importProblems,
  type ClashPolicy,
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
  polygon: 'Import_Polygon_Hint',
};
const FORMATS: { value: ImportFormat; label: string }[] = [
  { value: 'hoj', label: 'HOJ' },
  { value: 'qdoj', label: 'QDUOJ' },
  { value: 'fps', label: 'FPS' },
  { value: 'hydro', label: 'Hydro' },
  { value: 'polygon', label: 'Polygon' },
];
const POLICIES: ClashPolicy[] = ['rename', 'skip', 'overwrite'];
const ACTION_COLORS: Record<string, string> = { created: 'green', renamed: 'blue', overwritten: 'orange', skipped: 'default' };

/** The display id a problem got, with the package's own struck through when it changed. */
function ReportId({ r }: { r: ImportReport }) {
  return r.requestedId && r.requestedId !== r.problemId ? (
    <span>
      <Typography.Text strong>{r.problemId}</Typography.Text>{' '}
      <Typography.Text type="secondary" delete>
        {r.requestedId}
      </Typography.Text>
    </span>
  ) : (
    <Typography.Text strong>{r.problemId}</Typography.Text>
  );
}

/** What happened to one problem: its outcome, the refusal reason, and the importer's notes. */
function ReportResult({ r }: { r: ImportReport }) {
  const { t } = useTranslation();
  const action = r.action ?? (r.imported ? 'created' : null);
  return (
    <Space direction="vertical" size={2} style={{ maxWidth: 520 }}>
      <span>
        {action ? (
          <Tag color={ACTION_COLORS[action]}>{t(`Import_Action_${action}`)}</Tag>
        ) : (
          <Tag color="red">{t('Import_Refused')}</Tag>
        )}
        {r.reason && <Typography.Text type={r.imported ? undefined : 'danger'}>{r.reason}</Typography.Text>}
      </span>
      {(r.notes ?? []).length > 0 && (
        <ul className="import-notes" style={{ margin: 0, paddingInlineStart: 18 }}>
          {(r.notes ?? []).map((n) => (
            <li key={n}>
              <Typography.Text type="secondary">{n}</Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </Space>
  );
}

export default function ImportExport() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { actor } = useSession();
  const mayTransfer = canAccessSuperAdmin(actor);
  const [progress, setProgress] = useState<number | null>(null);
  const [format, setFormat] = useState<ImportFormat>('hoj');
  // Moving a problem set between judges always clashes (1000, P1001…): a free derived id by default.
  const [policy, setPolicy] = useState<ClashPolicy>('rename');
  const [reports, setReports] = useState<ImportReport[] | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const { list, searchFor, pagination } = useAdminProblemPage(['export'], mayTransfer);
  // Phones get the report as a list (a three-column table would hide the result off-screen).
  const wide = Grid.useBreakpoint().md !== false;
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
      const r = await importProblems(format, file, policy, setProgress);
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

  const exportTools = (
    <Space wrap>
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
  );

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={<span className="panel-title">{t('Import_Problem')}</span>}>
        <Radio.Group
          style={{ marginBottom: 12 }}
          value={format}
          onChange={(e) => setFormat(e.target.value)}
          options={FORMATS}
          data-testid="import-format"
        />
        <div style={{ marginBottom: 12 }}>
          <Typography.Text strong style={{ marginInlineEnd: 8 }}>
            {t('Import_Policy')}
          </Typography.Text>
          <Radio.Group
            value={policy}
            onChange={(e) => setPolicy(e.target.value)}
            options={POLICIES.map((p) => ({ value: p, label: t(`Import_Policy_${p}`) }))}
            data-testid="import-policy"
          />
        </div>
        <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t(IMPORT_HINTS[format])} />
        <Upload
          accept={format === 'fps' ? '.xml,.zip' : '.zip'}
          showUploadList={false}
          beforeUpload={importZip}
          disabled={progress !== null}
        >
          <Button icon={<UploadOutlined />} loading={progress !== null} data-testid="import-zip">
            {t(format === 'fps' ? 'Import_Choose_Xml_Or_Zip' : 'Import_Choose_Zip')}
          </Button>
        </Upload>
        {progress !== null && <Progress percent={progress} size="small" style={{ maxWidth: 400 }} />}
        {reports && wide && (
          <Table<ImportReport>
            style={{ marginTop: 12 }}
            size="small"
            rowKey="file"
            pagination={false}
            dataSource={reports}
            data-testid="import-report"
            columns={[
              { title: t('Import_File'), dataIndex: 'file' },
              { title: t('Problem_Display_ID'), key: 'id', render: (_: unknown, r) => <ReportId r={r} /> },
              { title: t('Import_Result'), key: 'r', render: (_: unknown, r) => <ReportResult r={r} /> },
            ]}
          />
        )}
        {reports && !wide && (
          <List<ImportReport>
            style={{ marginTop: 12 }}
            size="small"
            bordered
            dataSource={reports}
            data-testid="import-report"
            rowKey="file"
            renderItem={(r) => (
              <List.Item>
                <Space direction="vertical" size={4} style={{ width: '100%' }}>
                  <span>
                    <ReportId r={r} /> <Typography.Text type="secondary">{r.file}</Typography.Text>
                  </span>
                  <ReportResult r={r} />
                </Space>
              </List.Item>
            )}
          />
        )}
      </Card>
      <Card
        title={<span className="panel-title">{t('Export_Problem')}</span>}
        extra={wide && exportTools}
      >
        {!wide && <div style={{ marginBottom: 12 }}>{exportTools}</div>}
        <Table<AdminProblem>
          rowKey="id"
          size="small"
          scroll={{ x: 'max-content' }}
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
