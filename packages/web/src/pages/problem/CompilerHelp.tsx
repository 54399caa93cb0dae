// Compiler help: the local languages the judges offer, with versions and compile commands.
import { Card, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getLanguages, type Language } from '../../api/problem';

export default function CompilerHelp() {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: ['languages', 'all'], queryFn: () => getLanguages({ all: true }) });
  return (
    <Card data-testid="compiler-help">
      <h1 className="panel-title">{t('Compiler_Help')}</h1>
      <Table<Language>
        rowKey="id"
        size="middle"
        loading={q.isLoading}
        dataSource={q.data ?? []}
        pagination={false}
        scroll={{ x: 800 }}
        columns={[
          { title: t('Submission_Language'), dataIndex: 'name', width: 160 },
          {
            title: t('Compiler_Version'),
            dataIndex: 'version',
            width: 200,
            render: (v: string | null) => v ?? t('Compiler_No_Judge'),
          },
          { title: t('Compiler_Description'), dataIndex: 'description', width: 200 },
          {
            title: t('Compiler_Command'),
            dataIndex: 'compileCommand',
            render: (v: string | null) => (v ? <code>{v}</code> : '--'),
          },
        ]}
      />
    </Card>
  );
}
