// Import accounts from a UTF-8 CSV (groups-accounts-admin §5): columns username, password, email,
// realname, gender, nickname, school, class; a header row is allowed. The rows are previewed,
// then sent at once: the server imports all of them or none and lists every bad row.
import { useState } from 'react';
import { Alert, Button, Card, Space, Table, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { IMPORT_COLUMNS, USER_BATCH_MAX } from '@judge/shared/schemas/user-admin';
import { importUsers, type ImportProblem } from '../../../api/user-admin';
import { toast } from '../../../utils/feedback';
import { parseCsv, readUtf8 } from './csv';
import { USER_LIST_KEY } from './UserList';

const PREVIEW_ROWS = 10;

export default function ImportUsers() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [fileName, setFileName] = useState('');
  const [rows, setRows] = useState<string[][]>([]);
  const [problems, setProblems] = useState<ImportProblem[]>([]);
  const [summary, setSummary] = useState('');
  const [busy, setBusy] = useState(false);

  const header = rows[0]?.[0]?.trim().toLowerCase() === 'username' && rows[0]?.[1]?.trim().toLowerCase() === 'password';
  const dataRows = header ? rows.slice(1) : rows;

  const choose = async (file: File) => {
    setProblems([]);
    setSummary('');
    try {
      const parsed = parseCsv(await readUtf8(file));
      setRows(parsed);
      setFileName(file.name);
      if (!parsed.length) toast.warning(t('UA_Import_Empty_File'));
    } catch {
      toast.error(t('UA_Import_Read_Failed'));
    }
    return false; // read in the browser; nothing is uploaded as a file
  };

  const submit = async () => {
    setBusy(true);
    try {
      const res = await importUsers(rows);
      if ('report' in res) {
        setProblems(res.report.problems);
        setSummary(res.msg);
      } else {
        toast.success(res.msg);
        setRows([]);
        setFileName('');
        await queryClient.invalidateQueries({ queryKey: USER_LIST_KEY });
      }
    } catch (e) {
      toast.error(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={<span className="panel-title">{t('UA_Import_Title')}</span>} data-testid="import-users-card">
      <Typography.Paragraph type="secondary">
        {t('UA_Import_Hint', { columns: IMPORT_COLUMNS.join(', '), max: USER_BATCH_MAX })}
      </Typography.Paragraph>
      <Space wrap style={{ marginBottom: 12 }}>
        <Upload accept=".csv,text/csv" showUploadList={false} beforeUpload={(f) => choose(f)} maxCount={1}>
          <Button icon={<UploadOutlined />} data-testid="import-choose-file">
            {t('UA_Import_Choose')}
          </Button>
        </Upload>
        {fileName && <span>{fileName}</span>}
        <Button
          type="primary"
          disabled={!dataRows.length}
          loading={busy}
          onClick={() => void submit()}
          data-testid="import-users-submit"
        >
          {t('UA_Import_Submit', { count: dataRows.length })}
        </Button>
      </Space>
      {summary && (
        <Alert type="error" showIcon style={{ marginBottom: 12 }} title={summary} data-testid="import-report" />
      )}
      {problems.length > 0 && (
        <Table<ImportProblem>
          rowKey="row"
          size="small"
          pagination={false}
          style={{ marginBottom: 12 }}
          scroll={{ x: 480 }}
          dataSource={problems}
          columns={[
            { title: t('UA_Import_Row'), dataIndex: 'row', width: 70 },
            { title: t('Username'), dataIndex: 'username', width: 150, render: (v: string) => v || '-' },
            { title: t('UA_Import_Errors'), dataIndex: 'errors', render: (v: string[]) => v.join('; ') },
          ]}
        />
      )}
      {dataRows.length > 0 && !problems.length && (
        <Table<{ key: number; cells: string[] }>
          size="small"
          pagination={false}
          scroll={{ x: 900 }}
          dataSource={dataRows.slice(0, PREVIEW_ROWS).map((cells, i) => ({ key: i, cells }))}
          footer={
            dataRows.length > PREVIEW_ROWS
              ? () => t('UA_Import_More_Rows', { count: dataRows.length - PREVIEW_ROWS })
              : undefined
          }
          columns={IMPORT_COLUMNS.map((c, i) => ({
            title: t(`UA_Column_${c}`),
            key: c,
            ellipsis: true,
            // passwords are not shown in the preview
            render: (_: unknown, r: { cells: string[] }) => (i === 1 ? (r.cells[i] ? '••••••' : '') : (r.cells[i] ?? '')),
          }))}
        />
      )}
    </Card>
  );
}
